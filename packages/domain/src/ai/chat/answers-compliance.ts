import type { ChatSource } from '@rampart/contracts';
import type { FrameworkSummary } from '../../compliance/status.ts';
import type { RankedControl } from '../recommend-rank.ts';
import { CHAT_ANSWER_LIMITS, moreLine, percent, plural, type ChatAnswer } from './answer-format.ts';

export type FrameworkFact = {
  id: string;
  name: string;
  /** Tracked on Framework Status. */
  selected: boolean;
  /** Null when its status was not computed (an untracked framework in a list). */
  summary: FrameworkSummary | null;
};

const frameworkSource = (f: { id: string; name: string }): ChatSource => ({
  kind: 'framework',
  id: f.id,
  title: f.name,
});

const summaryLine = (f: FrameworkFact & { summary: FrameworkSummary }) => {
  const s = f.summary;
  return `- ${f.name}: ${s.percentMet}% met — ${s.met} met, ${s.partlyMet} partly met, ${s.notMet} not met, ${s.notApplicable} not applicable (of ${s.total})`;
};

/** Status of one framework (`focus`), else of every tracked one. */
export const answerFrameworkStatus = (
  frameworks: FrameworkFact[],
  focus: FrameworkFact | null,
): ChatAnswer => {
  if (focus?.summary) {
    const s = focus.summary;
    return {
      lines: [
        `${focus.name}: ${s.percentMet}% of the applicable requirements are met (${s.percentProgress}% progress counting partly met as half).`,
        `- ${s.met} met, ${s.partlyMet} partly met, ${s.notMet} not met, ${s.notApplicable} not applicable, of ${plural(s.total, 'requirement')}`,
        ...(focus.selected
          ? []
          : ['', `You do not track ${focus.name} yet; track it on Framework Status to follow it.`]),
        '',
        `Ask “What are the ${focus.name} gaps?” for the requirements still open.`,
      ],
      sources: [frameworkSource(focus)],
      dataPoints: s.total,
    };
  }
  const tracked = frameworks.filter(
    (f): f is FrameworkFact & { summary: FrameworkSummary } => f.selected && f.summary !== null,
  );
  if (tracked.length === 0) {
    return {
      lines: [
        'You track no framework yet. Track one on Framework Status (for example SOC 2 or ISO 27001) and I can tell you how much of it is met and where the gaps are.',
      ],
      sources: [],
      dataPoints: 0,
    };
  }
  return {
    lines: [
      `You track ${plural(tracked.length, 'framework')}:`,
      ...tracked.map(summaryLine),
      '',
      'Ask “What are the gaps in …?” with a framework’s name for its open requirements.',
    ],
    sources: tracked.map(frameworkSource),
    dataPoints: tracked.reduce((n, f) => n + f.summary.total, 0),
  };
};

export type GapFact = {
  id: string;
  code: string;
  title: string;
  status: 'not_met' | 'partly_met';
  mandatory: boolean;
  /** The first reason the requirement is open. */
  reason: string | null;
};

/** The top gaps of a framework, in gap order (mandatory, not met, the framework's order). */
export const answerFrameworkGaps = (
  framework: { id: string; name: string },
  gaps: GapFact[],
  requirementCount: number,
): ChatAnswer => {
  if (gaps.length === 0) {
    return {
      lines: [`${framework.name} has no open gaps: every applicable requirement is met.`],
      sources: [frameworkSource(framework)],
      dataPoints: requirementCount,
    };
  }
  const shown = gaps.slice(0, CHAT_ANSWER_LIMITS.gaps);
  const notMet = gaps.filter((g) => g.status === 'not_met').length;
  return {
    lines: [
      `${framework.name} has ${plural(gaps.length, 'open requirement')} (${notMet} not met, ${gaps.length - notMet} partly met). The top ones:`,
      ...shown.map(
        (g) =>
          `- ${g.code} ${g.title} — ${g.status === 'not_met' ? 'not met' : 'partly met'}${g.mandatory ? ', mandatory' : ''}${g.reason ? ` (${g.reason})` : ''}`,
      ),
      ...moreLine(shown.length, gaps.length, 'Gap Analysis'),
      '',
      'Gap Analysis lists the library controls that would close each one.',
    ],
    sources: [
      frameworkSource(framework),
      ...shown.map((g): ChatSource => ({
        kind: 'requirement',
        id: g.id,
        title: `${g.code} ${g.title}`,
        frameworkId: framework.id,
      })),
    ],
    dataPoints: requirementCount,
  };
};

/** "What controls should I add for …": library controls ranked by the offline recommender. */
export const answerRecommendations = (
  subject: string,
  risk: { id: string; title: string } | null,
  recommendations: RankedControl[],
): ChatAnswer => {
  if (!subject.trim() && !risk) {
    return {
      lines: [
        'Name the risk, for example “What controls should I add for phishing of finance staff?”, or use a risk’s title from your register.',
      ],
      sources: [],
      dataPoints: 0,
    };
  }
  const about = risk ? `your risk “${risk.title}”` : `“${subject}”`;
  const riskSources: ChatSource[] = risk ? [{ kind: 'risk', id: risk.id, title: risk.title }] : [];
  if (recommendations.length === 0) {
    return {
      lines: [
        `I found no library control that matches ${about}. Try other words for the risk, or browse the control library.`,
      ],
      sources: riskSources,
      dataPoints: 0,
    };
  }
  const shown = recommendations.slice(0, CHAT_ANSWER_LIMITS.recommendations);
  return {
    lines: [
      `Library controls for ${about}, best match first:`,
      ...shown.map(
        (c) =>
          `- ${c.name} (${c.importance.toLowerCase()}, match ${percent(c.score)})${c.inPlace ? ' — already in place' : ''}: ${c.rationale}`,
      ),
      '',
      risk
        ? 'Open the risk to map the ones in place, or adopt the others from the control library.'
        : 'Adopt them from the control library, then map them to the risk.',
    ],
    sources: [
      ...riskSources,
      ...shown.map((c): ChatSource => ({ kind: 'library', id: c.libraryControlId, title: c.name })),
    ],
    dataPoints: shown.length,
  };
};
