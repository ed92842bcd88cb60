import type { ChatSource } from '@rampart/contracts';
import { calendarDaysUntil } from '../../shell/due.ts';
import { formatDate, formatNumber } from '../../shell/format.ts';
import type { ChatRiskLevel, ChatRiskStatus, RiskQuestionFilter } from './intent.ts';

/**
 * An offline answer: lines of plain text (a line starting with "- " is a list item, an empty
 * line separates paragraphs), what it drew on, and how many data points it rests on (for the
 * confidence).
 */
export type ChatAnswer = { lines: string[]; sources: ChatSource[]; dataPoints: number };

/** How much of a long result an answer shows; the rest is counted. */
export const CHAT_ANSWER_LIMITS = {
  listItems: 10,
  countPreview: 5,
  gaps: 5,
  recommendations: 5,
} as const;

export type ChatRiskFact = {
  id: string;
  title: string;
  level: ChatRiskLevel;
  score: number;
  status: string;
  category: string;
  owner: string | null;
  controlCount: number;
};

export type ChatControlFact = {
  id: string;
  title: string;
  type: string;
  status: string;
  /** 0..1, null when never tested or entered. */
  effectiveness: number | null;
  linkedRiskCount: number;
  nextTestDate: Date | string | null;
};

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;

const LEVEL_LABEL: Record<ChatRiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
export const levelLabel = (level: ChatRiskLevel): string => LEVEL_LABEL[level];

const OPEN: ChatRiskStatus[] = ['identified', 'assessed', 'in-progress'];
const or = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/** "critical technology risks owned by “alex”", in the singular for one. */
export const describeRisks = (filter: RiskQuestionFilter, n: number): string => {
  const statuses =
    filter.statuses.length === OPEN.length && OPEN.every((s) => filter.statuses.includes(s))
      ? ['open']
      : filter.statuses.map((s) => s.replace('-', ' '));
  const words = [
    or(filter.levels),
    or(statuses),
    or(filter.categories.map((c) => c.toLowerCase())),
    n === 1 ? 'risk' : 'risks',
  ].filter(Boolean);
  const owner = filter.owner ? ` owned by “${filter.owner}”` : '';
  return `${words.join(' ')}${owner}`;
};

export const riskLine = (r: ChatRiskFact, withControls = false): string => {
  const controls = withControls ? `, ${plural(r.controlCount, 'control')}` : '';
  return `- ${r.title} — ${levelLabel(r.level)} (score ${r.score}), ${r.status.replace('-', ' ')}, owner ${r.owner ?? 'Unassigned'}${controls}`;
};

export const controlLine = (c: ChatControlFact): string => {
  const eff = c.effectiveness === null ? 'not yet tested' : `${percent(c.effectiveness)} effective`;
  return `- ${c.title} — ${c.type}, ${c.status}, ${eff}, ${plural(c.linkedRiskCount, 'risk')}`;
};

export const riskSource = (r: { id: string; title: string }): ChatSource => ({
  kind: 'risk',
  id: r.id,
  title: r.title,
});
export const controlSource = (c: { id: string; title: string }): ChatSource => ({
  kind: 'control',
  id: c.id,
  title: c.title,
});

/** "…and 4 more." when a list was cut. */
export const moreLine = (shown: number, total: number, where: string): string[] =>
  total > shown ? [`…and ${total - shown} more in ${where}.`] : [];

export const shortDate = (d: Date | string | null): string => formatDate(d);

/** Calendar days from `from` to `to`, never negative (the same count as "N days overdue"). */
export const daysBetween = (from: Date | string, to: Date): number =>
  Math.max(0, -calendarDaysUntil(from, to));
