import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { controls } from '../schema/index.ts';

/**
 * A control's test due date and "overdue", defined once (decision 005, "One due date, one
 * overdue"). The residual computation, the residual sweep, the overdue list, the dashboard and
 * the RCSA figures all read these expressions; `controlTestDue` and `isTestOverdue` in
 * packages/domain (risk/evidence.ts) are their pure twins.
 */

/** The columns of a control the expressions read: the table itself, or an alias in raw SQL. */
export type ControlColumns = { id: SQLWrapper; nextTestDate: SQLWrapper; status: SQLWrapper };

/** The controls table as the query builder names it. */
export const CONTROL_COLUMNS: ControlColumns = {
  id: controls.id,
  nextTestDate: controls.nextTestDate,
  status: controls.status,
};

/** The same columns under an alias of raw SQL (`from controls c` → `aliasedControl('c')`). */
export const aliasedControl = (alias: string): ControlColumns => ({
  id: sql.raw(`${alias}.id`),
  nextTestDate: sql.raw(`${alias}.next_test_date`),
  status: sql.raw(`${alias}.status`),
});

const moment = (now: Date | SQL): SQL =>
  now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;

/**
 * When the control's next test is due: its open scheduled test's date (the earliest, if an
 * older release left several), else its next test date.
 */
export const controlTestDueAt = (c: ControlColumns = CONTROL_COLUMNS): SQL =>
  sql`coalesce((select min(due_t.scheduled_for) from control_tests due_t
    where due_t.control_id = ${c.id} and due_t.status = 'scheduled'), ${c.nextTestDate})`;

/**
 * The control is active (in use: a planned control is not operating yet, a retired one no
 * longer) and its test due date has passed before `now`; false, not
 * null, when nothing is due.
 */
export const controlTestOverdue = (now: Date | SQL, c: ControlColumns = CONTROL_COLUMNS): SQL =>
  sql`(${c.status} = 'active' and coalesce(${controlTestDueAt(c)} < ${moment(now)}, false))`;

/**
 * The control's open scheduled test (the one the due date comes from), as a lateral join
 * `open_t` with its id and assignee: `left join lateral (…) open_t on true`.
 */
export const openControlTestJoin = (c: ControlColumns): SQL =>
  sql`left join lateral (select s.id, s.assignee_user_id from control_tests s
    where s.control_id = ${c.id} and s.status = 'scheduled'
    order by s.scheduled_for asc nulls last, s.id limit 1) open_t on true`;
