import { sql, type SQL } from 'drizzle-orm';
import { FINDING_DONE_STATUSES } from '@rampart/contracts';
import type { Executor } from '../client.ts';
import { rowsOf } from './sql-rows.ts';

// The Report Builder's tables (issue 13): each one statement, scoped to the organisation, with
// people's names joined in, at most `limit` rows and the total so the report can say so.

export type ReportScope = { ownerUserId?: string; framework?: string; categories?: string[] };
type Limited<T> = { rows: T[]; total: number };
/** A timestamp as the driver gives it (a Date, or text from the embedded engine). */
export type Stamp = Date | string | null;

const limited = async <T>(db: Executor, query: SQL, limit: number): Promise<Limited<T>> => {
  const rows = await rowsOf<T & { total: number }>(
    db.execute(sql`select *, count(*) over ()::int as total from (${query}) q limit ${limit}`),
  );
  return { rows, total: rows[0]?.total ?? 0 };
};

export type ReportRiskRow = {
  title: string;
  category: string;
  inherentScore: number;
  inherentLevel: string;
  residualScore: number;
  residualLevel: string;
  status: string;
  owner: string | null;
  nextReview: Stamp;
};

/** Risks by residual then inherent score, highest first. */
export const reportRisks = (
  db: Executor,
  organizationId: string,
  s: ReportScope,
  limit: number,
) => {
  const parts: SQL[] = [sql`r.organization_id = ${organizationId}`];
  if (s.categories?.length) parts.push(sql`r.category = any(${sql.param(s.categories)}::text[])`);
  if (s.ownerUserId) parts.push(sql`r.owner_user_id = ${s.ownerUserId}`);
  if (s.framework) parts.push(sql`${s.framework} = any(r.frameworks)`);
  return limited<ReportRiskRow>(
    db,
    sql`select r.title, r.category, r.risk_score as "inherentScore", r.risk_level as "inherentLevel",
          r.residual_score as "residualScore", r.residual_level as "residualLevel", r.status,
          coalesce(u.name, r.owner) as owner, r.next_review as "nextReview"
        from risks r left join users u on u.id = r.owner_user_id
        where ${sql.join(parts, sql` and `)}
        order by r.residual_score desc, r.risk_score desc, r.title, r.id`,
    limit,
  );
};

export type ReportControlRow = {
  title: string;
  category: string | null;
  status: string;
  implementationStatus: string;
  owner: string | null;
  effectiveness: number | null;
  lastTestDate: Stamp;
  nextTestDate: Stamp;
};

/** Controls in use (not retired), least effective first, untested last. */
export const reportControls = (
  db: Executor,
  organizationId: string,
  s: ReportScope,
  limit: number,
) => {
  const parts: SQL[] = [sql`c.organization_id = ${organizationId}`, sql`c.status <> 'retired'`];
  if (s.ownerUserId) parts.push(sql`c.owner_user_id = ${s.ownerUserId}`);
  if (s.framework) parts.push(sql`${s.framework} = any(c.frameworks)`);
  return limited<ReportControlRow>(
    db,
    sql`select c.title, c.category, c.status, c.implementation_status as "implementationStatus",
          coalesce(u.name, c.owner) as owner, c.effectiveness,
          c.last_test_date as "lastTestDate", c.next_test_date as "nextTestDate"
        from controls c left join users u on u.id = c.owner_user_id
        where ${sql.join(parts, sql` and `)}
        order by c.effectiveness asc nulls last, c.title, c.id`,
    limit,
  );
};

export type ReportAssessmentRow = {
  name: string;
  framework: string;
  periodStart: Stamp;
  periodEnd: Stamp;
  status: string;
  lead: string | null;
  signedOffBy: string | null;
  signedOffAt: Stamp;
};

/** Assessments newest first (of one framework when the report has one). */
export const reportAssessments = (
  db: Executor,
  organizationId: string,
  s: ReportScope,
  limit: number,
) =>
  limited<ReportAssessmentRow>(
    db,
    sql`select a.name, f.name as framework, a.period_start as "periodStart",
          a.period_end as "periodEnd", a.status, l.name as lead, so.name as "signedOffBy",
          a.signed_off_at as "signedOffAt"
        from assessments a join frameworks f on f.id = a.framework_id
        left join users l on l.id = a.lead_assessor_user_id
        left join users so on so.id = a.signed_off_by
        where a.organization_id = ${organizationId}
          ${s.framework ? sql`and a.framework_id = ${s.framework}` : sql``}
        order by a.created_at desc, a.id`,
    limit,
  );

export type ReportFindingRow = {
  title: string;
  severity: string;
  status: string;
  owner: string | null;
  dueDate: Stamp;
  source: string | null;
  createdAt: Stamp;
};

/** Open findings, most severe and oldest first. */
export const reportOpenFindings = (
  db: Executor,
  organizationId: string,
  s: ReportScope,
  limit: number,
) => {
  const parts: SQL[] = [
    sql`f.organization_id = ${organizationId}`,
    sql`f.status <> all(${sql.param([...FINDING_DONE_STATUSES])}::text[])`,
  ];
  if (s.ownerUserId) parts.push(sql`f.owner_user_id = ${s.ownerUserId}`);
  if (s.framework) parts.push(sql`${s.framework} = any(c.frameworks)`);
  return limited<ReportFindingRow>(
    db,
    sql`select f.title, f.severity, f.status, u.name as owner, f.due_date as "dueDate",
          coalesce(c.title, v.name, a.name) as source, f.created_at as "createdAt"
        from findings f
        left join users u on u.id = f.owner_user_id
        left join controls c on c.id = f.control_id
        left join vendors v on v.id = f.vendor_id
        left join assessments a on a.id = f.assessment_id
        where ${sql.join(parts, sql` and `)}
        order by array_position(array['critical','high','medium','low'], f.severity),
                 f.created_at, f.id`,
    limit,
  );
};

export type ReportVendorRow = {
  name: string;
  tier: string;
  status: string;
  complianceStatus: string | null;
  riskScore: number | null;
  owner: string | null;
  nextReviewAt: Stamp;
};

/** Vendors by tier (critical first), then name. */
export const reportVendors = (
  db: Executor,
  organizationId: string,
  s: ReportScope,
  limit: number,
) =>
  limited<ReportVendorRow>(
    db,
    sql`select v.name, v.tier, v.status, v.compliance_status as "complianceStatus",
          v.risk_score as "riskScore", u.name as owner, v.next_review_at as "nextReviewAt"
        from vendors v left join users u on u.id = v.owner_user_id
        where v.organization_id = ${organizationId}
          ${s.ownerUserId ? sql`and v.owner_user_id = ${s.ownerUserId}` : sql``}
        order by array_position(array['critical','high','medium','low'], v.tier), v.name, v.id`,
    limit,
  );
