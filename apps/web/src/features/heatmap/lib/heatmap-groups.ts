import { RISK_CATEGORY_VALUES, RISK_STATUS_VALUES } from '@rampart/contracts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';

/** One slice of a bubble: how many of the cell's risks share a group. */
export type Segment = { key: string; label: string; count: number; color: string };

export const CATEGORY_GROUPS = RISK_CATEGORY_VALUES.map((value, i) => ({
  key: value,
  label: value.charAt(0) + value.slice(1).toLowerCase(),
  color: `var(--series-${i + 1})`,
}));

export const STATUS_GROUPS = RISK_STATUS_VALUES.map((value, i) => ({
  key: value,
  label: value === 'in-progress' ? 'In progress' : value.charAt(0).toUpperCase() + value.slice(1),
  color: `var(--series-${i + 1})`,
}));

/** Risks of a cell the status split could not place (only its top risks are known). */
export const OTHER_GROUP = { key: 'other', label: 'Not broken down', color: 'var(--series-other)' };

/** Exact category counts of a cell, from one server aggregate per category. */
export const categorySegments = (counts: ReadonlyMap<string, number> | undefined): Segment[] =>
  CATEGORY_GROUPS.map((g) => ({ ...g, count: counts?.get(g.key) ?? 0 })).filter((s) => s.count > 0);

/**
 * Status counts of a cell. The server aggregates by cell and lists its top risks only, so the
 * split is exact when the cell holds no more risks than that list; the rest is "Not broken down".
 */
export const statusSegments = (cell: MatrixCell): Segment[] => {
  const counts = new Map<string, number>();
  for (const r of cell.top) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const segments = STATUS_GROUPS.map((g) => ({ ...g, count: counts.get(g.key) ?? 0 })).filter(
    (s) => s.count > 0,
  );
  const rest = cell.count - cell.top.length;
  return rest > 0 ? [...segments, { ...OTHER_GROUP, count: rest }] : segments;
};

/** The hole of a split bubble, as a share of its radius: room for the count. */
export const DONUT_HOLE = 0.68;

export type Slice = Segment & { start: number; end: number };

/** Slices of a pie, as fractions of a turn (0..1), in the segments' order. */
export const pieSlices = (segments: readonly Segment[]): Slice[] => {
  const total = segments.reduce((n, s) => n + s.count, 0);
  if (total <= 0) return [];
  let at = 0;
  return segments.map((s) => {
    const start = at;
    at += s.count / total;
    return { ...s, start, end: at };
  });
};
