import type { ReportBlock, ReportFilters } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import type { TrendRangeSpec } from '@rampart/domain';
import { formatDate } from '@rampart/domain';

/** What every section reads: the organisation, the filters, the period's moments, the time. */
export type ReportContext = {
  db: Db;
  organizationId: string;
  filters: ReportFilters;
  range: TrendRangeSpec;
  now: Date;
};

/** Tables keep at most this many rows; the note says how many there were. */
export const TABLE_LIMIT = 500;

export const LEVEL_LABELS: Record<string, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const day = (v: Date | string | null | undefined): string | null =>
  v ? formatDate(v) : null;

export const percent = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : `${Math.round(n * 100)}%`;

/** "The first 500 of 1,234 risks." when cut; nothing otherwise. */
export const cutNote = (shown: number, total: number, what: string): string | undefined =>
  total > shown
    ? `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${what}.`
    : undefined;

export const table = (
  columns: [label: string, align?: 'left' | 'right'][],
  rows: (string | number | null)[][],
  extra: { title?: string; note?: string } = {},
): ReportBlock => ({
  kind: 'table',
  columns: columns.map(([label, align]) => ({ label, align: align ?? 'left' })),
  rows,
  ...(extra.title ? { title: extra.title } : {}),
  ...(extra.note ? { note: extra.note } : {}),
});

export const text = (value: string): ReportBlock => ({ kind: 'text', text: value });

/** The scope of the tables: the report's owner, framework and risk categories. */
export const scopeOf = (f: ReportFilters) => ({
  ownerUserId: f.ownerUserId,
  framework: f.framework,
  categories: f.category,
});
