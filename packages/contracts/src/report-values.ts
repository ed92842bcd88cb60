// Zod-free (decision 008): the Report Builder's vocabulary, read by its URL validation and the
// sidebar's first load. The schemas built on it stay in reports.ts.

export const REPORT_SECTIONS = [
  'executive_summary',
  'risk_register',
  'heat_map',
  'top_risks',
  'controls_tests',
  'framework_status',
  'gaps',
  'assessments',
  'findings',
  'vendors',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_SECTION_LABELS: Record<ReportSection, string> = {
  executive_summary: 'Executive summary',
  risk_register: 'Risk register',
  heat_map: 'Heat map',
  top_risks: 'Top risks',
  controls_tests: 'Controls and tests',
  framework_status: 'Framework status',
  gaps: 'Gaps',
  assessments: 'Assessments',
  findings: 'Findings',
  vendors: 'Vendors',
};

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const REPORT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];
