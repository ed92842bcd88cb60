import {
  RISK_CATEGORY_VALUES,
  REPORT_SECTIONS,
  type FieldIssue,
  type ReportDefinition,
  type ReportFilters,
  type ReportSection,
  type ReportSpec,
  type TrendPeriod,
} from '@rampart/contracts';

type RiskCategory = (typeof RISK_CATEGORY_VALUES)[number];

/** A ReportSpec as sent: its dates as YYYY-MM-DD text. */
export type ReportSpecBody = Omit<ReportSpec, 'filters'> & {
  filters: Omit<ReportFilters, 'from' | 'to'> & { from?: string; to?: string };
};

/** The Build column: every section in the order shown, with the chosen ones ticked. */
export type ReportForm = {
  title: string;
  sections: { id: ReportSection; on: boolean }[];
  period: TrendPeriod;
  /** YYYY-MM-DD or '' (custom period only). */
  from: string;
  to: string;
  category: RiskCategory[];
  /** A member's user id or '' for any owner. */
  owner: string;
  /** A framework id or '' for any. */
  framework: string;
};

/** What a new report starts with: the summary an executive reads first. */
export const DEFAULT_SECTIONS: readonly ReportSection[] = [
  'executive_summary',
  'heat_map',
  'top_risks',
];

/** The ticked sections first, in their order, then the others in the contract's order. */
const sectionList = (chosen: readonly ReportSection[]) => [
  ...chosen.map((id) => ({ id, on: true })),
  ...REPORT_SECTIONS.filter((s) => !chosen.includes(s)).map((id) => ({ id, on: false })),
];

export const newReportForm = (): ReportForm => ({
  title: 'Risk report',
  sections: sectionList(DEFAULT_SECTIONS),
  period: '90d',
  from: '',
  to: '',
  category: [],
  owner: '',
  framework: '',
});

const day = (v: string | null) => (v ? v.slice(0, 10) : '');

export const formFromDefinition = (d: ReportDefinition): ReportForm => ({
  title: d.title,
  sections: sectionList(d.sections.filter((s) => REPORT_SECTIONS.includes(s))),
  period: d.filters.period,
  from: day(d.filters.from),
  to: day(d.filters.to),
  category: d.filters.category.filter((c): c is RiskCategory =>
    (RISK_CATEGORY_VALUES as readonly string[]).includes(c),
  ),
  owner: d.filters.ownerUserId ?? '',
  framework: d.filters.framework ?? '',
});

/** The request body for saving, previewing and exporting: only what is set. */
export const specFromForm = (f: ReportForm): ReportSpecBody => {
  const custom = f.period === 'custom';
  return {
    title: f.title.trim(),
    sections: f.sections.filter((s) => s.on).map((s) => s.id),
    filters: {
      period: f.period,
      ...(custom && f.from ? { from: f.from } : {}),
      ...(custom && f.to ? { to: f.to } : {}),
      ...(f.category.length > 0 ? { category: f.category } : {}),
      ...(f.owner ? { ownerUserId: f.owner } : {}),
      ...(f.framework ? { framework: f.framework } : {}),
    },
  };
};

/** Why the preview waits, or the spec to preview (an untitled report is still previewed). */
export const previewSpec = (
  f: ReportForm,
): { spec: ReportSpecBody; waiting: null } | { spec: null; waiting: 'sections' | 'dates' } => {
  const spec = specFromForm(f);
  if (spec.sections.length === 0) return { spec: null, waiting: 'sections' };
  if (f.period === 'custom' && (!f.from || !f.to)) return { spec: null, waiting: 'dates' };
  return { spec: { ...spec, title: spec.title || 'Untitled report' }, waiting: null };
};

/** The form differs from the saved definition (what Save would change). */
export const isDirty = (f: ReportForm, d: ReportDefinition | undefined): boolean =>
  !d || JSON.stringify(specFromForm(f)) !== JSON.stringify(specFromForm(formFromDefinition(d)));

/** Moves the section at `index` one place up (-1) or down (+1); at an end nothing moves. */
export const moveSection = <T>(list: readonly T[], index: number, delta: -1 | 1): T[] => {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
};

export const toggleSection = (
  sections: ReportForm['sections'],
  id: ReportSection,
  on: boolean,
): ReportForm['sections'] => sections.map((s) => (s.id === id ? { ...s, on } : s));

/** The server's problems with a spec, by the Build column's field ("filters.to" → to). */
export const specIssues = (issues: readonly FieldIssue[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const { field, message } of issues) {
    const parts = field.split('.');
    const key = parts[0] === 'filters' || parts[0] === 'spec' ? (parts[1] ?? parts[0]) : parts[0];
    const name = key === 'ownerUserId' ? 'owner' : (key ?? field);
    out[name] ??= message;
  }
  return out;
};
