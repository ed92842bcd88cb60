import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { testApp, testConfig } from '../testing/app.ts';
import { pdfLines } from '../testing/pdf-lines.ts';
import { createFileStorage } from '../platform/files/create-file-storage.ts';
import { tmpdir } from 'node:os';
import { buildApp } from '../app.ts';
import { exportOrganization } from '../modules/organizations/transfer/export-organization.ts';
import { importOrganization } from '../modules/organizations/transfer/import-organization.ts';
import { expectRoundTrip } from '../modules/organizations/transfer/transfer-test-kit.ts';
import { emptyInstallation } from '../ops/lived-in.fixtures.ts';
import { buildOrg } from '../testing/factories.ts';
import { DEMO_ORG } from './history-team.ts';
import { apiViaInject, DEMO_PASSWORD, seedDemo, type ApiCall } from './seed-demo.ts';

// `npm run demo`: Northwind Health with a year of history made through the API (decision 023).

const RealDate = Date;
let api: ApiCall;
let cookie: string | undefined;
let randomCalls = 0;
const get = async <T>(url: string) => {
  const res = await api('GET', url, undefined, cookie);
  expect(res.status, url).toBe(200);
  return res.json.data as T;
};
const quietly = async (run: () => Promise<void>) => {
  const log = console.log;
  console.log = () => {};
  try {
    await run();
  } finally {
    console.log = log;
  }
};

type Point = { at: string; total: number; inherent: Record<string, number> };

beforeAll(async () => {
  const app = await testApp();
  const { db } = await testDatabase();
  api = apiViaInject(app);
  const random = vi.spyOn(Math, 'random');
  // The storage the test app serves files from (the same configuration).
  const storage = createFileStorage(testConfig());
  await quietly(() => seedDemo(api, 'http://localhost:3000', { app, db, storage }));
  randomCalls = random.mock.calls.length;
  random.mockRestore();
  cookie = (
    await api('POST', '/api/auth/sign-in', {
      email: 'risk@demo.rampart.test',
      password: DEMO_PASSWORD,
    })
  ).cookie;
}, 240_000);

afterAll(() => vi.restoreAllMocks());

describe('npm run demo', () => {
  it('leaves the real clock behind, and draws its variety from a seed, not Math.random', () => {
    expect(globalThis.Date).toBe(RealDate);
    expect(Math.abs(Date.now() - new RealDate().getTime())).toBeLessThan(1000);
    expect(randomCalls).toBe(0);
    const sources = readdirSync(import.meta.dirname).filter((f) => !f.endsWith('.test.ts'));
    for (const file of sources) {
      expect(readFileSync(`${import.meta.dirname}/${file}`, 'utf8'), file).not.toMatch(
        /Math\.random/,
      );
    }
  });

  it('has a register that moved over the year', async () => {
    const trend = await get<{ points: (Point & { residual: Record<string, number> })[] }>(
      '/api/analytics/trends/risks?period=365d',
    );
    // A year is drawn by month (14 points); the register held risks from its first month on.
    const [first, last] = [trend.points[1]!, trend.points.at(-1)!];
    expect(first.total).toBeGreaterThan(0);
    expect(last.total).toBe(10);
    const shapes = new Set(trend.points.map((p) => JSON.stringify([p.inherent, p.residual])));
    expect(shapes.size).toBeGreaterThan(6);
    const levels = await get<{ now: Point; before: Point }>('/api/dashboard/risk-levels');
    expect(levels.now.total).toBe(10);
  });

  it('tested controls on their cadence: passes and failures in many months', async () => {
    const trend = await get<{ points: { passed: number; failed: number }[] }>(
      '/api/analytics/trends/controls?period=365d',
    );
    expect(trend.points.filter((p) => p.passed > 0).length).toBeGreaterThanOrEqual(11);
    expect(trend.points.filter((p) => p.failed > 0).length).toBeGreaterThanOrEqual(5);
    const due = await get<{ overdue: number; dueSoon: number; items: unknown[] }>(
      '/api/dashboard/tests',
    );
    expect(due.overdue).toBeGreaterThan(0);
    expect(due.items.length).toBeGreaterThan(0);
  });

  it('opened findings and closed most of them, some still open and overdue', async () => {
    const trend = await get<{
      meanDaysToClose: number | null;
      points: { opened: number; closed: number }[];
    }>('/api/analytics/trends/findings?period=365d');
    const sum = (k: 'opened' | 'closed') => trend.points.reduce((n, p) => n + p[k], 0);
    expect(sum('opened')).toBeGreaterThan(10);
    expect(sum('closed')).toBeGreaterThan(5);
    expect(trend.meanDaysToClose).toBeGreaterThan(7);
    const open = await get<{ open: number; overdue: number }>('/api/dashboard/findings');
    expect(open.open).toBeGreaterThan(0);
    expect(open.overdue).toBeGreaterThan(0);
  });

  it('kept evidence with validity and coverage snapshots across the year', async () => {
    const evidence = await get<{ expired: number; expiring: number }>('/api/dashboard/evidence');
    expect(evidence.expired).toBeGreaterThan(0);
    expect(evidence.expiring).toBeGreaterThan(0);
    const coverage = await get<{
      frameworks: { id: string; points: { percentMet: number | null }[] }[];
    }>('/api/analytics/trends/coverage?period=365d');
    const iso = coverage.frameworks.find((f) => f.id === 'ISO27001')!;
    const values = iso.points.map((p) => p.percentMet).filter((v) => v !== null);
    expect(values.length).toBeGreaterThanOrEqual(11);
    expect(Math.max(...values)).toBeGreaterThan(Math.min(...values) + 10);
  });

  it('signed off an assessment, assessed vendors and accepted a questionnaire response', async () => {
    const assessments = await get<{ items: { status: string }[] }>('/api/assessments');
    expect(assessments.items.map((a) => a.status).sort()).toEqual(['in_progress', 'signed_off']);
    const vendors = await get<{
      items: { id: string; status: string; riskScore: number | null }[];
    }>('/api/vendors?limit=50');
    expect(vendors.items.length).toBe(5);
    expect(vendors.items.filter((v) => v.status === 'offboarded').length).toBe(1);
    expect(vendors.items.every((v) => v.riskScore !== null)).toBe(true);
    const questionnaires = await get<{ items: { id: string }[] }>('/api/questionnaires');
    const requests = await get<{ items: { status: string }[] }>(
      `/api/questionnaires/${questionnaires.items[0]!.id}/requests`,
    );
    expect(requests.items.map((r) => r.status).sort()).toEqual(['accepted', 'in_progress']);
  });

  it('imported a customer’s questionnaire, drafted every answer and reviewed some', async () => {
    type Incoming = { id: string; customer: string; answeredCount: number; reviewedCount: number };
    const list = await get<{ items: Incoming[] }>('/api/questionnaires/incoming');
    expect(list.items).toHaveLength(1);
    const [q] = list.items;
    expect(q).toMatchObject({ customer: 'St Anne’s Hospital Group', answeredCount: 12 });
    expect(q!.reviewedCount).toBeGreaterThanOrEqual(2);
    const detail = await get<{
      questions: { review: { status: string; assignee: unknown; commentCount: number } }[];
    }>(`/api/questionnaires/incoming/${q!.id}`);
    expect(detail.questions.some((x) => x.review.status === 'edited')).toBe(true);
    expect(detail.questions.some((x) => x.review.assignee && x.review.commentCount === 1)).toBe(
      true,
    );
  });

  it('ran the monthly pack on its schedule: the runs are listed, each with its PDF', async () => {
    const saved = await get<{ items: { id: string; title: string; schedule: unknown }[] }>(
      '/api/reports/definitions',
    );
    const pack = saved.items.find((d) => d.title === 'Monthly risk and compliance pack')!;
    expect(pack.schedule).toBeTruthy();
    type Run = {
      id: string;
      trigger: string;
      status: string;
      fileName: string | null;
      createdAt: string;
      finishedAt: string | null;
    };
    const runs = await get<{ items: Run[] }>(`/api/reports/runs?definitionId=${pack.id}`);
    // Scheduled about three months back: two or three firsts of the month have passed since.
    expect(runs.items.length).toBeGreaterThanOrEqual(2);
    for (const run of runs.items) {
      expect([run.trigger, run.status]).toEqual(['schedule', 'completed']);
      const at = new RealDate(run.createdAt);
      expect([at.getUTCDate(), at.getUTCHours()]).toEqual([1, 7]);
      // Rendered on the day, as it would have been, not when Rampart starts.
      expect(run.finishedAt!.slice(0, 10)).toBe(run.createdAt.slice(0, 10));
      expect(run.fileName).toMatch(/^monthly-risk-and-compliance-pack-\d{4}-\d{2}-01\.pdf$/);
    }
    const res = await (
      await testApp()
    ).inject({
      method: 'GET',
      url: `/api/reports/runs/${runs.items[0]!.id}/file`,
      headers: { cookie: cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A real PDF, read as a viewer reads it: the pack's title and its sections.
    const lines = await pdfLines(res.rawPayload);
    expect(lines).toContain('Monthly risk and compliance pack');
    expect(lines.some((l) => /Executive summary/.test(l))).toBe(true);
    // And no render is left waiting for Rampart's start.
    const waiting = await get<{ items: Run[] }>('/api/reports/runs');
    expect(waiting.items.filter((r) => r.status !== 'completed')).toEqual([]);
  });

  it('keeps the risks ARIA works on: some without controls, one the offline engine can help', async () => {
    const risks = await get<{ total: number; items: { title: string; controls: string[] }[] }>(
      '/api/risks?limit=100',
    );
    expect(risks.total).toBe(10);
    const mapped = risks.items.filter((r) => r.controls.length > 0);
    expect(mapped.length).toBeGreaterThanOrEqual(6);
    expect(mapped.length).toBeLessThan(10);
    const tls = risks.items.find((r) => r.title.includes('TLS certificate'))!;
    expect(tls.controls).toEqual([]);
    const rec = await api(
      'POST',
      '/api/ai/controls/recommend',
      { title: tls.title, description: '', category: 'TECHNOLOGY' },
      cookie,
    );
    expect(rec.status).toBe(200);
    const names = (rec.json.data as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names.slice(0, 5).some((n) => /certificate/i.test(n))).toBe(true);
  });

  it('a second run finds the organisation and changes nothing', async () => {
    const counts = async () =>
      Promise.all(
        ['/api/risks', '/api/controls', '/api/evidence', '/api/findings', '/api/vendors'].map(
          async (url) => (await get<{ total: number }>(`${url}?limit=1`)).total,
        ),
      );
    const before = await counts();
    const app = await testApp();
    const said: string[] = [];
    const log = console.log;
    console.log = (line: string) => said.push(line);
    try {
      await seedDemo(api, 'http://localhost:3000', {
        app,
        db: (await testDatabase()).db,
        storage: createFileStorage(testConfig()),
      });
    } finally {
      console.log = log;
    }
    expect(said[0]).toBe('The demo organisation already exists.');
    expect(await counts()).toEqual(before);
  });

  it('moves whole to another installation: organisation export and import (issue 25)', async () => {
    const database = await testDatabase();
    const storage = createFileStorage(testConfig());
    const [org] = await database.raw<{ id: string }>(
      `select id from organizations where name = $1`,
      [DEMO_ORG],
    );
    const made = await exportOrganization({
      database,
      storage,
      organizationId: org!.id,
      workDir: tmpdir(),
    });
    // Into a new embedded installation, whichever engine the demo is on.
    const target = await emptyInstallation();
    try {
      const app = await buildApp({
        config: target.config,
        database: target.database,
        mailer: null,
      });
      const importer = await buildOrg(app, { organizationName: 'New home' });
      await app.close();
      const imported = await importOrganization({
        database: target.database,
        storage: target.storage,
        zipPath: made.path,
        importerId: importer.user.id,
        requestId: 'demo-move',
      });
      expect(imported.summary.people).toEqual({ matched: 0, created: made.manifest.people.rows });
      const compared = await expectRoundTrip({
        exported: made.path,
        target,
        organizationId: imported.summary.organization.id,
        ids: imported.ids,
        importerId: importer.user.id,
        importerEmail: importer.email,
      });
      // A year of history: thousands of rows of many kinds, and every file.
      expect(compared).toBeGreaterThan(1000);
      expect(made.manifest.tables.filter((t) => t.rows > 0).length).toBeGreaterThan(30);
      expect(made.manifest.files.length).toBeGreaterThan(5);
    } finally {
      await made.cleanup();
      await target.database.close();
    }
  }, 120_000);
});
