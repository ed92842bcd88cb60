import type { ReportBlock } from '@rampart/contracts';
import {
  dueControlTests,
  findingSeries,
  listFrameworks,
  openFindingsByAge,
  riskLevelsAt,
  type RiskLevelPoint,
} from '@rampart/db';
import { describePeriodChanges, formatDate, trendMoments } from '@rampart/domain';
import { coverageTrend } from '../../analytics/trends.ts';
import { frameworkStatus } from '../../frameworks/framework-status.ts';
import { scopeOf, text, type ReportContext } from './context.ts';

const n = (v: number) => v.toLocaleString('en-US');
const plural = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;

/** The period in a few figures and sentences, every one computed, nothing invented. */
export const executiveSummarySection = async (c: ReportContext): Promise<ReportBlock[]> => {
  const moments = trendMoments(c.range);
  const [first, last] = (await riskLevelsAt(
    c.db,
    c.organizationId,
    [moments[0]!, moments.at(-1)!],
    {
      categories: c.filters.category,
      ownerUserId: c.filters.ownerUserId,
      framework: c.filters.framework,
    },
  )) as [RiskLevelPoint, RiskLevelPoint];
  const serious = (p: typeof last) => p.residual.critical + p.residual.high;
  const findings = await openFindingsByAge(c.db, c.organizationId, c.now);
  const openFindings = findings.reduce((s, r) => s + r.under30 + r.from30to90 + r.over90, 0);
  const critical = findings.find((r) => r.severity === 'critical');
  const tests = await dueControlTests(c.db, c.organizationId, {
    now: c.now,
    until: new Date(c.now.getTime() + 7 * 86_400_000),
    limit: 0,
    userId: '',
  });
  const frameworks = (await listFrameworks(c.db, c.organizationId)).filter(
    (f) => f.selected && (!c.filters.framework || f.framework.id === c.filters.framework),
  );
  const met: string[] = [];
  for (const f of frameworks) {
    const { summary } = await frameworkStatus(c.db, c.organizationId, f.framework.id, c.now);
    met.push(`${f.framework.name} ${summary.percentMet}% met`);
  }
  const [series, coverage] = await Promise.all([
    findingSeries(c.db, c.organizationId, c.range, scopeOf(c.filters)),
    coverageTrend(c.db, { organizationId: c.organizationId }, c.filters, c.now),
  ]);
  const changed = describePeriodChanges({
    since: `Since ${formatDate(moments[0]!)}`,
    risks: { start: first, end: last },
    findings: {
      opened: series.buckets.reduce((s, b) => s + b.opened, 0),
      closed: series.buckets.reduce((s, b) => s + b.closed, 0),
    },
    coverage: coverage.frameworks.map((f) => ({
      name: f.name,
      start: f.points[0]?.percentMet ?? null,
      end: f.points.at(-1)?.percentMet ?? null,
    })),
  });
  const change = serious(last) - serious(first);
  const sentences = [
    // What changed first, in plain words; then where things stand.
    changed,
    `The register holds ${plural(last.total, 'risk', 'risks')}; ${plural(serious(last), 'is', 'are')} rated critical or high after controls` +
      (change === 0
        ? ', as at the start of the period.'
        : `, ${Math.abs(change)} ${change > 0 ? 'more' : 'fewer'} than at the start of the period (${n(serious(first))}).`),
    `${plural(openFindings, 'finding is', 'findings are')} open` +
      (critical && critical.under30 + critical.from30to90 + critical.over90 > 0
        ? `, ${n(critical.under30 + critical.from30to90 + critical.over90)} of them critical.`
        : '.'),
    tests.overdue > 0
      ? `${plural(tests.overdue, 'control test is', 'control tests are')} overdue and ${n(tests.dueSoon)} due in the next 7 days.`
      : `No control test is overdue; ${n(tests.dueSoon)} due in the next 7 days.`,
    met.length > 0 ? `Frameworks: ${met.join(', ')}.` : 'No framework is tracked.',
  ];
  return [
    {
      kind: 'figures',
      items: [
        { label: 'Risks', value: n(last.total), tone: null },
        {
          label: 'Critical or high (residual)',
          value: n(serious(last)),
          tone: serious(last) > 0 ? 'danger' : null,
        },
        {
          label: 'Open findings',
          value: n(openFindings),
          tone: openFindings > 0 ? 'warning' : null,
        },
        {
          label: 'Overdue tests',
          value: n(tests.overdue),
          tone: tests.overdue > 0 ? 'danger' : null,
        },
      ],
    },
    ...sentences.map(text),
  ];
};
