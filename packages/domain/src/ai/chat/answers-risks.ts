import {
  CHAT_ANSWER_LIMITS,
  describeRisks,
  moreLine,
  plural,
  riskLine,
  riskSource,
  type ChatAnswer,
  type ChatRiskFact,
} from './answer-format.ts';
import type { ChatRiskLevel, RiskQuestionFilter } from './intent.ts';

const REGISTER = 'the Risk Register';

/**
 * "Which critical risks have no control?": the risks of the filter with no control mapped,
 * highest score first. `inScope` counts the risks of the filter, mapped or not.
 */
export const answerUnmappedRisks = (
  filter: RiskQuestionFilter,
  data: { items: ChatRiskFact[]; total: number; inScope: number },
): ChatAnswer => {
  const { items, total, inScope } = data;
  if (total === 0) {
    const lead =
      inScope === 0
        ? `You have no ${describeRisks(filter, 2)}, so none is without a control.`
        : `Every one of your ${plural(inScope, describeRisks(filter, 1), describeRisks(filter, 2))} has at least one control mapped.`;
    return { lines: [lead], sources: [], dataPoints: inScope };
  }
  const shown = items.slice(0, CHAT_ANSWER_LIMITS.listItems);
  const verb = total === 1 ? 'has' : 'have';
  return {
    lines: [
      `${plural(total, describeRisks(filter, 1), describeRisks(filter, 2))} ${verb} no control mapped (of ${inScope} in all), highest score first:`,
      ...shown.map((r) => riskLine(r)),
      ...moreLine(shown.length, total, REGISTER),
      '',
      'Map a control on the risk’s page, or ask me “What controls should I add for …?” with its title.',
    ],
    sources: shown.map(riskSource),
    dataPoints: inScope,
  };
};

/** Counts and lists of risks by level, status, category or owner, highest score first. */
export const answerRisks = (
  filter: RiskQuestionFilter,
  mode: 'count' | 'list',
  data: { items: ChatRiskFact[]; total: number; byLevel?: Partial<Record<ChatRiskLevel, number>> },
): ChatAnswer => {
  const { items, total } = data;
  if (total === 0) {
    return {
      lines: [`You have no ${describeRisks(filter, 2)}.`],
      sources: [],
      dataPoints: 0,
    };
  }
  const limit = mode === 'count' ? CHAT_ANSWER_LIMITS.countPreview : CHAT_ANSWER_LIMITS.listItems;
  const shown = items.slice(0, limit);
  const byLevel =
    data.byLevel && filter.levels.length === 0
      ? [
          `By level: ${(['critical', 'high', 'medium', 'low'] as const)
            .map((l) => `${data.byLevel?.[l] ?? 0} ${l}`)
            .join(', ')}.`,
        ]
      : [];
  const lead =
    mode === 'count'
      ? `You have ${plural(total, describeRisks(filter, 1), describeRisks(filter, 2))}.`
      : `${plural(total, describeRisks(filter, 1), describeRisks(filter, 2))}, highest score first:`;
  return {
    lines: [
      lead,
      ...byLevel,
      ...(mode === 'count' ? ['', 'The highest by score:'] : []),
      ...shown.map((r) => riskLine(r, true)),
      ...moreLine(shown.length, total, REGISTER),
    ],
    sources: shown.map(riskSource),
    dataPoints: total,
  };
};
