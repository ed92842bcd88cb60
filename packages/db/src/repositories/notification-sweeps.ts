// What the notification sweep looks for, across organisations: dated records that have reached
// their notice, each with the person to tell and the event's key. A candidate already told of
// (its key stored for that person) is left out, so a sweep only sees new events.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';

export type SweepCandidate = {
  organizationId: string;
  userId: string;
  eventKey: string;
  entityId: string;
  title: string;
  /** The day it falls due or expires (YYYY-MM-DD, UTC). */
  day: string;
  /** Where it lives: a control, a vendor or an assessment id, when it has one. */
  controlId: string | null;
  vendorId: string | null;
  assessmentId: string | null;
};

type Window = { now: Date; until?: Date; limit: number };

const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const untold = (org: SQL, person: SQL, key: SQL) =>
  sql`not exists (select 1 from notifications n where n.organization_id = ${org}
    and n.user_id = ${person} and n.event_key = ${key})`;

const run = async (db: Executor, query: SQL): Promise<SweepCandidate[]> =>
  ((await db.execute(query)) as unknown as { rows: SweepCandidate[] }).rows;

const testCandidates = (db: Executor, prefix: string, when: SQL, w: Window) => {
  const person = sql`coalesce(t.assignee_user_id, c.owner_user_id)`;
  const key = sql`${prefix}::text || ':' || t.id || ':' || ${dayOf(sql`t.scheduled_for`)}`;
  return run(
    db,
    sql`select t.organization_id as "organizationId", ${person} as "userId", ${key} as "eventKey",
        t.id as "entityId", c.title as "title", ${dayOf(sql`t.scheduled_for`)} as "day",
        c.id as "controlId", null as "vendorId", null as "assessmentId"
      from control_tests t join controls c on c.id = t.control_id
      where t.status = 'scheduled' and c.status <> 'retired' and ${when}
        and ${person} is not null and ${untold(sql`t.organization_id`, person, key)}
      order by t.scheduled_for limit ${w.limit}`,
  );
};

/** Scheduled tests falling due between now and `until`: their assignee, else the control's owner. */
export const dueTestCandidates = (db: Executor, w: Window & { until: Date }) =>
  testCandidates(
    db,
    'test_due',
    sql`t.scheduled_for >= ${w.now.toISOString()}::timestamptz and t.scheduled_for < ${w.until.toISOString()}::timestamptz`,
    w,
  );

/** Scheduled tests whose date has passed (as the overdue list counts them). */
export const overdueTestCandidates = (db: Executor, w: Window) =>
  testCandidates(db, 'test_overdue', sql`t.scheduled_for < ${w.now.toISOString()}::timestamptz`, w);

/**
 * Evidence expiring between now and `until`: whoever uploaded it, the owner of its control and
 * the owner of its vendor (a vendor's document), each once.
 */
export const expiringEvidenceCandidates = (db: Executor, w: Window & { until: Date }) => {
  const key = sql`'expiring:evidence:' || e.id || ':' || ${dayOf(sql`e.expires_at`)}`;
  return run(
    db,
    sql`select distinct e.organization_id as "organizationId", p.user_id as "userId",
        ${key} as "eventKey", e.id as "entityId", e.title as "title",
        ${dayOf(sql`e.expires_at`)} as "day", e.control_id as "controlId",
        e.vendor_id as "vendorId", e.assessment_id as "assessmentId"
      from evidence e
        left join controls c on c.id = e.control_id
        left join vendors v on v.id = e.vendor_id
        cross join lateral (values (e.uploaded_by), (c.owner_user_id), (v.owner_user_id)) as p(user_id)
      where e.expires_at >= ${w.now.toISOString()}::timestamptz
        and e.expires_at < ${w.until.toISOString()}::timestamptz
        and p.user_id is not null and ${untold(sql`e.organization_id`, sql`p.user_id`, key)}
      limit ${w.limit}`,
  );
};

/** Findings past their due date and not done: their owner, else whoever raised them. */
export const overdueFindingCandidates = (
  db: Executor,
  w: Window & { doneStatuses: readonly string[] },
) => {
  const person = sql`coalesce(f.owner_user_id, f.created_by)`;
  const key = sql`'finding_overdue:' || f.id || ':' || ${dayOf(sql`f.due_date`)}`;
  return run(
    db,
    sql`select f.organization_id as "organizationId", ${person} as "userId", ${key} as "eventKey",
        f.id as "entityId", f.title as "title", ${dayOf(sql`f.due_date`)} as "day",
        f.control_id as "controlId", f.vendor_id as "vendorId", f.assessment_id as "assessmentId"
      from findings f
      where f.due_date < ${w.now.toISOString()}::timestamptz
        and f.status not in (select json_array_elements_text(${JSON.stringify(w.doneStatuses)}::json))
        and ${person} is not null and ${untold(sql`f.organization_id`, person, key)}
      order by f.due_date limit ${w.limit}`,
  );
};

/** Documents about to expire: their owner, else whoever created them. */
export const expiringDocumentCandidates = (db: Executor, w: Window & { until: Date }) => {
  const person = sql`coalesce(d.owner_user_id, d.created_by)`;
  const key = sql`'expiring:document:' || d.id || ':' || ${dayOf(sql`d.expires_at`)}`;
  return run(
    db,
    sql`select d.organization_id as "organizationId", ${person} as "userId", ${key} as "eventKey",
        d.id as "entityId", d.title as "title", ${dayOf(sql`d.expires_at`)} as "day",
        null::text as "controlId", null::text as "vendorId", null::text as "assessmentId"
      from documents d
      where d.expires_at >= ${w.now.toISOString()}::timestamptz
        and d.expires_at < ${w.until.toISOString()}::timestamptz
        and ${person} is not null and ${untold(sql`d.organization_id`, person, key)}
      limit ${w.limit}`,
  );
};
