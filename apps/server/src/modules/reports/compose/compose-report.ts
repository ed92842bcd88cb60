import {
  REPORT_SECTION_LABELS,
  type ReportBlock,
  type ReportDocument,
  type ReportSection,
  type ReportSpec,
} from '@rampart/contracts';
import { findOrganization, listFrameworks, listMembers, type Db } from '@rampart/db';
import {
  formatDate,
  labelOf,
  periodRange,
  RISK_CATEGORY_LABELS,
  trendMoments,
} from '@rampart/domain';
import { notFound } from '../../../errors.ts';
import { checkReportFilters } from '../check-report-filters.ts';
import {
  assessmentsSection,
  controlsTestsSection,
  frameworkStatusSection,
  gapsSection,
} from './compliance-sections.ts';
import type { ReportContext } from './context.ts';
import { findingsSection, vendorsSection } from './other-sections.ts';
import { heatMapSection, riskRegisterSection, topRisksSection } from './risk-sections.ts';
import { executiveSummarySection } from './summary-section.ts';

const SECTIONS: Record<ReportSection, (c: ReportContext) => Promise<ReportBlock[]>> = {
  executive_summary: executiveSummarySection,
  risk_register: riskRegisterSection,
  heat_map: heatMapSection,
  top_risks: topRisksSection,
  controls_tests: controlsTestsSection,
  framework_status: frameworkStatusSection,
  gaps: gapsSection,
  assessments: assessmentsSection,
  findings: findingsSection,
  vendors: vendorsSection,
};

/** The filters in words for the cover: "Risk category: Technology, Financial". */
const filterWords = async (db: Db, organizationId: string, spec: ReportSpec): Promise<string[]> => {
  const f = spec.filters;
  const out: string[] = [];
  if (f.category?.length)
    out.push(
      `Risk category: ${f.category.map((c) => labelOf(RISK_CATEGORY_LABELS, c)).join(', ')}`,
    );
  if (f.ownerUserId) {
    const member = (await listMembers(db, organizationId)).find((m) => m.userId === f.ownerUserId);
    out.push(`Owner: ${member?.name ?? 'a former member'}`);
  }
  if (f.framework) {
    const fw = (await listFrameworks(db, organizationId)).find(
      (x) => x.framework.id === f.framework,
    );
    out.push(`Framework: ${fw?.framework.name ?? f.framework}`);
  }
  return out;
};

/**
 * The report as a document of sections and blocks (issue 13): what the preview shows and the
 * PDF and XLSX render. Every figure comes from the organisation's data; `onSection` follows
 * the work for a background run.
 */
export const composeReport = async (
  db: Db,
  organizationId: string,
  spec: ReportSpec,
  opts: { now?: Date; onSection?: (done: number, total: number) => Promise<void> | void } = {},
): Promise<ReportDocument> => {
  const now = opts.now ?? new Date();
  const org = await findOrganization(db, organizationId);
  if (!org) throw notFound('Organization');
  await checkReportFilters(db, organizationId, spec.filters);
  const range = periodRange(spec.filters, now);
  const context: ReportContext = { db, organizationId, filters: spec.filters, range, now };
  const moments = trendMoments(range);
  const sections: ReportDocument['sections'] = [];
  for (const [i, id] of spec.sections.entries()) {
    sections.push({ id, title: REPORT_SECTION_LABELS[id], blocks: await SECTIONS[id](context) });
    await opts.onSection?.(i + 1, spec.sections.length);
  }
  return {
    title: spec.title,
    organizationName: org.name,
    generatedAt: now.toISOString(),
    period: {
      from: moments[0]!.toISOString(),
      to: moments.at(-1)!.toISOString(),
      label: `${formatDate(moments[0]!)} – ${formatDate(moments.at(-1)!)}`,
    },
    filters: await filterWords(db, organizationId, spec),
    sections,
  };
};
