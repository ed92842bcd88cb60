import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { controlTestDue, isTestOverdue } from '@rampart/domain';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { controlTests } from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { aliasedControl, controlTestDueAt, controlTestOverdue } from './control-test-due.ts';
import { insertControls } from './controls.ts';
import { insertOrganization } from './organizations.ts';
import { rowsOf } from './sql-rows.ts';

// Decision 005, "One due date, one overdue": the SQL and its pure twin give the same answer for
// every shape of control the lists, the sweep and the residual meet.

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

type Case = {
  name: string;
  status: string;
  nextTestDate: Date | null;
  scheduled: (Date | null)[];
  completed?: Date[];
};
const CASES: Case[] = [
  { name: 'nothing planned', status: 'active', nextTestDate: null, scheduled: [] },
  { name: 'next test date passed', status: 'active', nextTestDate: at(-3), scheduled: [] },
  { name: 'next test date ahead', status: 'active', nextTestDate: at(3), scheduled: [] },
  { name: 'scheduled test late', status: 'active', nextTestDate: at(-3), scheduled: [at(-3)] },
  // Before the amendment a PATCH moved only the date: the scheduled test decides.
  { name: 'date ahead, test late', status: 'active', nextTestDate: at(10), scheduled: [at(-2)] },
  { name: 'date passed, test ahead', status: 'active', nextTestDate: at(-10), scheduled: [at(2)] },
  { name: 'undated scheduled test', status: 'active', nextTestDate: at(-1), scheduled: [null] },
  { name: 'two tests left open', status: 'active', nextTestDate: null, scheduled: [at(5), at(-5)] },
  {
    name: 'completed test ignored',
    status: 'active',
    nextTestDate: at(4),
    scheduled: [],
    completed: [at(-9)],
  },
  { name: 'planned control late', status: 'planned', nextTestDate: null, scheduled: [at(-1)] },
  { name: 'retired control', status: 'retired', nextTestDate: at(-8), scheduled: [at(-8)] },
];

let db: Db;
let org: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  db = (await testDatabase()).db;
  org = (await insertOrganization(db, { id: newId('org'), name: 'Due dates' })).id;
  const rows = await insertControls(
    db,
    CASES.map((c) => ({
      id: newId('ctl'),
      organizationId: org,
      title: c.name,
      status: c.status,
      nextTestDate: c.nextTestDate,
    })),
  );
  CASES.forEach((c, i) => ids.set(c.name, rows[i]!.id));
  const tests = CASES.flatMap((c) => [
    ...c.scheduled.map((d) => ({
      id: newId('ctt'),
      organizationId: org,
      controlId: ids.get(c.name)!,
      status: 'scheduled',
      scheduledFor: d,
    })),
    ...(c.completed ?? []).map((d) => ({
      id: newId('ctt'),
      organizationId: org,
      controlId: ids.get(c.name)!,
      status: 'completed',
      scheduledFor: d,
      testedAt: d,
      result: 'pass',
    })),
  ]);
  await db.insert(controlTests).values(tests);
});

describe('a control test due date and overdue, in SQL and in the domain', () => {
  it('agree on every shape of control', async () => {
    const c = aliasedControl('c');
    const rows = await rowsOf<{ title: string; due: string | Date | null; overdue: boolean }>(
      db.execute(sql`
        select c.title, ${controlTestDueAt(c)} as due, ${controlTestOverdue(NOW, c)} as overdue
        from controls c where c.organization_id = ${org}`),
    );
    expect(rows).toHaveLength(CASES.length);
    for (const k of CASES) {
      const row = rows.find((r) => r.title === k.name)!;
      const due = controlTestDue(k.scheduled, k.nextTestDate);
      expect({ name: k.name, due: row.due === null ? null : new Date(row.due) }).toEqual({
        name: k.name,
        due,
      });
      expect({ name: k.name, overdue: row.overdue }).toEqual({
        name: k.name,
        overdue: isTestOverdue(k.status, due, NOW),
      });
    }
    // The cases the amendment is about, spelled out.
    const overdue = (name: string) => rows.find((r) => r.title === name)!.overdue;
    expect(overdue('date ahead, test late')).toBe(true);
    expect(overdue('date passed, test ahead')).toBe(false);
    expect(overdue('two tests left open')).toBe(true);
    expect(overdue('retired control')).toBe(false);
    expect(overdue('planned control late')).toBe(false);
  });
});
