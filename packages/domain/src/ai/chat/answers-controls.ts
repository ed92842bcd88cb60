import { INEFFECTIVE_RATING_BELOW } from '../../risk/effectiveness.ts';
import {
  CHAT_ANSWER_LIMITS,
  controlLine,
  controlSource,
  daysBetween,
  moreLine,
  plural,
  shortDate,
  type ChatAnswer,
  type ChatControlFact,
} from './answer-format.ts';
import type { ControlQuestionFilter } from './intent.ts';

const LIBRARY = 'the Controls page';

/**
 * Spec §9: a control effectiveness below 3 (of 5) is ineffective. Controls hold 0..1, so the
 * cut is 3/5 = 0.6 (a control at exactly 0.6 rates 3 and is not ineffective).
 */
export const INEFFECTIVE_EFFECTIVENESS_BELOW = INEFFECTIVE_RATING_BELOW / 5;

export const isIneffectiveControl = (effectiveness: number | null): boolean =>
  effectiveness !== null && effectiveness * 5 < INEFFECTIVE_RATING_BELOW;

const describeControls = (f: ControlQuestionFilter, n: number) =>
  [f.statuses.join(' or '), f.types.join(' or '), n === 1 ? 'control' : 'controls']
    .filter(Boolean)
    .join(' ');

export const answerControls = (
  filter: ControlQuestionFilter,
  mode: 'count' | 'list',
  data: { items: ChatControlFact[]; total: number },
): ChatAnswer => {
  const { items, total } = data;
  if (total === 0) {
    return { lines: [`You have no ${describeControls(filter, 2)}.`], sources: [], dataPoints: 0 };
  }
  const limit = mode === 'count' ? CHAT_ANSWER_LIMITS.countPreview : CHAT_ANSWER_LIMITS.listItems;
  const shown = items.slice(0, limit);
  const name = plural(total, describeControls(filter, 1), describeControls(filter, 2));
  return {
    lines: [
      mode === 'count' ? `You have ${name}.` : `${name}, most relied on first:`,
      ...(mode === 'count' ? ['', 'The most relied on:'] : []),
      ...shown.map(controlLine),
      ...moreLine(shown.length, total, LIBRARY),
    ],
    sources: shown.map(controlSource),
    dataPoints: total,
  };
};

export type OverdueTestFact = { controlId: string; title: string; due: Date | string };

/** Control tests past their date, oldest first. */
export const answerOverdueTests = (
  data: { items: OverdueTestFact[]; total: number },
  now: Date,
): ChatAnswer => {
  const { items, total } = data;
  if (total === 0) {
    return {
      lines: ['No control test is overdue: every scheduled test is still ahead of its date.'],
      sources: [],
      dataPoints: 0,
    };
  }
  const shown = items.slice(0, CHAT_ANSWER_LIMITS.listItems);
  return {
    lines: [
      `${plural(total, 'control test is', 'control tests are')} overdue, oldest first:`,
      ...shown.map((t) => {
        const late = daysBetween(t.due, now);
        return `- ${t.title} — due ${shortDate(t.due)} (${plural(late, 'day')} late)`;
      }),
      ...moreLine(shown.length, total, 'the overdue tests list'),
      '',
      'Schedule or complete each test from the control’s page.',
    ],
    sources: uniqueControls(shown.map((t) => ({ id: t.controlId, title: t.title }))),
    dataPoints: total,
  };
};

const uniqueControls = (items: { id: string; title: string }[]) =>
  [...new Map(items.map((i) => [i.id, i])).values()].map(controlSource);

/** Controls whose effectiveness rates below 3 of 5, least effective first. */
export const answerIneffectiveControls = (data: {
  items: ChatControlFact[];
  total: number;
  tested: number;
}): ChatAnswer => {
  const { items, total, tested } = data;
  const rule = `effectiveness below ${Math.round(INEFFECTIVE_EFFECTIVENESS_BELOW * 100)}%, a rating under ${INEFFECTIVE_RATING_BELOW} of 5`;
  if (total === 0) {
    return {
      lines: [
        tested === 0
          ? 'None of your controls has an effectiveness yet: complete a control test to rate one.'
          : `None of your ${plural(tested, 'rated control')} is ineffective (${rule}).`,
      ],
      sources: [],
      dataPoints: tested,
    };
  }
  const shown = items.slice(0, CHAT_ANSWER_LIMITS.listItems);
  return {
    lines: [
      `${plural(total, 'control is', 'controls are')} ineffective (${rule}), least effective first:`,
      ...shown.map(controlLine),
      ...moreLine(shown.length, total, LIBRARY),
      '',
      'Review their design or re-test them; the risks they cover carry more residual risk meanwhile.',
    ],
    sources: shown.map(controlSource),
    dataPoints: tested,
  };
};

/** Active controls with no evidence attached, most relied on first. */
export const answerControlsWithoutEvidence = (data: {
  items: ChatControlFact[];
  total: number;
  active: number;
}): ChatAnswer => {
  const { items, total, active } = data;
  if (total === 0) {
    return {
      lines: [
        active === 0
          ? 'You have no active controls yet, so none is missing evidence.'
          : `Every one of your ${plural(active, 'active control')} has evidence attached.`,
      ],
      sources: [],
      dataPoints: active,
    };
  }
  const shown = items.slice(0, CHAT_ANSWER_LIMITS.listItems);
  return {
    lines: [
      `${plural(total, 'active control has', 'active controls have')} no evidence attached (of ${active}), most relied on first:`,
      ...shown.map(controlLine),
      ...moreLine(shown.length, total, LIBRARY),
      '',
      'Upload evidence on the control’s page so auditors can see it operates.',
    ],
    sources: shown.map(controlSource),
    dataPoints: active,
  };
};
