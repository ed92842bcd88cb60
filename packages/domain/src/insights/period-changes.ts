// What changed over a report's period, in a sentence a board reads first (issue 19): every part
// computed from the history, and a part with nothing to say left out.
import { formatNumber } from '../shell/format.ts';

type Levels = { critical: number; high: number; medium: number; low: number };

export type PeriodChangesInput = {
  /** How the period is named in the sentence: "Since Sep 2". */
  since: string;
  risks: { start: { total: number; residual: Levels }; end: { total: number; residual: Levels } };
  findings: { opened: number; closed: number };
  /** Each tracked framework's share of requirements met at the start and the end (null: none). */
  coverage: { name: string; start: number | null; end: number | null }[];
};

const n = (v: number) => formatNumber(v);
const count = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;
const serious = (l: Levels) => l.critical + l.high;

const riskPart = ({ start, end }: PeriodChangesInput['risks']): string[] => {
  const parts: string[] = [];
  const added = end.total - start.total;
  if (added !== 0)
    parts.push(
      `the register ${added > 0 ? 'grew' : 'shrank'} by ${count(Math.abs(added), 'risk', 'risks')} (${n(start.total)} to ${n(end.total)})`,
    );
  const before = serious(start.residual);
  const after = serious(end.residual);
  if (after !== before)
    parts.push(
      `risks rated critical or high after controls went ${after > before ? 'up' : 'down'} from ${n(before)} to ${n(after)}`,
    );
  return parts;
};

const findingPart = ({ opened, closed }: PeriodChangesInput['findings']): string[] => {
  if (opened === 0 && closed === 0) return [];
  if (closed === 0)
    return [`${count(opened, 'finding was', 'findings were')} opened and none closed`];
  if (opened === 0)
    return [`${count(closed, 'finding was', 'findings were')} closed and none opened`];
  return [`${count(opened, 'finding was', 'findings were')} opened and ${n(closed)} closed`];
};

const coveragePart = (coverage: PeriodChangesInput['coverage']): string[] =>
  coverage.flatMap(({ name, start, end }) => {
    if (end === null) return [];
    if (start === null) return [`${name} coverage started at ${end}% met`];
    if (start === end) return [];
    return [`${name} coverage went from ${start}% to ${end}% met`];
  });

const joined = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('; ')}; and ${parts.at(-1)}`;

/**
 * "Since Sep 2, risks rated critical or high after controls went up from 2 to 5; 4 findings
 * were opened and 2 closed; and SOC 2 coverage went from 62% to 71% met." Or, when nothing
 * moved, that nothing did.
 */
export const describePeriodChanges = (input: PeriodChangesInput): string => {
  const parts = [
    ...riskPart(input.risks),
    ...findingPart(input.findings),
    ...coveragePart(input.coverage),
  ];
  if (parts.length === 0)
    return `${input.since}, nothing changed: the same risks, no finding opened or closed, and the same coverage.`;
  return `${input.since}, ${joined(parts)}.`;
};
