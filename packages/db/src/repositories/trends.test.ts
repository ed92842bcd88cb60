import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { controlTests, findings } from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { insertControls } from './controls.ts';
import { insertOrganization } from './organizations.ts';
import {
  controlTestSeries,
  coverageSnapshots,
  findingSeries,
  upsertCoverageSnapshot,
} from './trends.ts';

// Hand-computed fixtures: weekly moments at days 0, 7, 14, 21 from a fixed start.
const DAY = 86_400_000;
const start = new Date('2026-03-02T00:00:00.000Z');
const day = (n: number) => new Date(start.getTime() + n * DAY);
const range = { start, stepMs: 7 * DAY, count: 4 };

let db: Db;
let org: string;
let other: string;
let soc2Control: string;
let plainControl: string;

beforeAll(async () => {
  db = (await testDatabase()).db;
  org = (await insertOrganization(db, { id: newId('org'), name: 'Trends' })).id;
  other = (await insertOrganization(db, { id: newId('org'), name: 'Other' })).id;
  const [a, b] = await insertControls(db, [
    { id: newId('ctl'), organizationId: org, title: 'MFA', frameworks: ['SOC2'] },
    { id: newId('ctl'), organizationId: org, title: 'Backups' },
  ]);
  soc2Control = a!.id;
  plainControl = b!.id;
  const [theirs] = await insertControls(db, [
    { id: newId('ctl'), organizationId: other, title: 'Theirs' },
  ]);
  const test = (controlId: string, at: Date, result: string, effectiveness: number, o = org) => ({
    id: newId('ctt'),
    organizationId: o,
    controlId,
    status: 'completed',
    result,
    effectiveness,
    testedAt: at,
  });
  await db.insert(controlTests).values([
    test(soc2Control, day(-10), 'pass', 1), // before the range: not counted
    test(soc2Control, day(-3), 'pass', 0.9), // bucket 0 (day -7, day 0]
    test(plainControl, day(5), 'fail', 0.2), // bucket 1
    test(soc2Control, day(7), 'partial', 0.5), // bucket 1 (day 7 itself)
    test(soc2Control, day(20), 'pass', 0.8), // bucket 3
    test(plainControl, day(30), 'pass', 1), // after the range
    test(theirs!.id, day(5), 'pass', 1, other),
  ]);
  const finding = (opened: Date, closed: Date | null, controlId: string | null = null) => ({
    id: newId('fnd'),
    organizationId: org,
    title: 'f',
    severity: 'high',
    status: closed ? 'closed' : 'open',
    controlId,
    createdAt: opened,
    updatedAt: closed ?? opened,
  });
  await db.insert(findings).values([
    finding(day(-30), null), // open since before the range
    finding(day(-20), day(-15)), // opened and closed before the range
    finding(day(-2), day(10), soc2Control), // opened bucket 0, closed bucket 2 after 12 days
    finding(day(8), day(12)), // opened and closed in bucket 2 after 4 days
    finding(day(15), null, soc2Control), // opened bucket 3
  ]);
});

describe('controlTestSeries', () => {
  it('counts tests per bucket by result with their mean effectiveness', async () => {
    const rows = await controlTestSeries(db, org, range);
    expect(rows.map((r) => [r.k, r.tested, r.passed, r.failed, r.partial])).toEqual([
      [0, 1, 1, 0, 0],
      [1, 2, 0, 1, 1],
      [3, 1, 1, 0, 0],
    ]);
    expect(rows[1]!.effectiveness).toBeCloseTo(0.35);
  });

  it('filters by the control framework', async () => {
    const rows = await controlTestSeries(db, org, range, { framework: 'SOC2' });
    expect(rows.map((r) => [r.k, r.tested])).toEqual([
      [0, 1],
      [1, 1],
      [3, 1],
    ]);
  });
});

describe('findingSeries', () => {
  it('opened, closed, time to close and open count at each moment', async () => {
    const { buckets, openAt } = await findingSeries(db, org, range);
    expect(buckets.map((b) => [b.opened, b.closed])).toEqual([
      [1, 0],
      [0, 0],
      [1, 2],
      [1, 0],
    ]);
    expect(buckets[2]!.meanDaysToClose).toBeCloseTo(8); // (12 + 4) / 2
    expect(buckets[0]!.meanDaysToClose).toBeNull();
    // day 0: the old open one and the day -2 one; day 14: both bucket-2 findings closed.
    expect(openAt).toEqual([2, 2, 1, 2]);
  });

  it('filters by the framework of the finding control', async () => {
    const { buckets, openAt } = await findingSeries(db, org, range, { framework: 'SOC2' });
    expect(buckets.map((b) => b.opened)).toEqual([1, 0, 0, 1]);
    expect(openAt).toEqual([1, 1, 0, 1]);
  });
});

describe('coverage snapshots', () => {
  it('keeps the latest figure of a day and reads a window', async () => {
    const base = {
      organizationId: org,
      frameworkId: 'SOC2',
      total: 10,
      partlyMet: 0,
      notMet: 8,
      notApplicable: 0,
      takenAt: day(0),
    };
    await upsertCoverageSnapshot(db, { ...base, day: '2026-03-02', met: 2 });
    await upsertCoverageSnapshot(db, { ...base, day: '2026-03-02', met: 3, notMet: 7 });
    await upsertCoverageSnapshot(db, { ...base, day: '2026-03-09', met: 5, notMet: 5 });
    const rows = await coverageSnapshots(db, org, '2026-03-01', '2026-03-31');
    expect(rows.map((r) => [r.day, r.met])).toEqual([
      ['2026-03-02', 3],
      ['2026-03-09', 5],
    ]);
    expect(await coverageSnapshots(db, other, '2026-03-01', '2026-03-31')).toEqual([]);
  });
});
