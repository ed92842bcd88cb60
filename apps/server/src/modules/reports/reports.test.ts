import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SECTIONS } from '@rampart/contracts';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { call, fieldsOf } from '../../testing/calls.ts';
import { recordingMailer, testApp, type RecordingMailer } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { sweepReportSchedules } from './sweep-report-schedules.ts';

let app: FastifyInstance;
let owner: SignedIn;
const spec = (sections: string[] = [...REPORT_SECTIONS]) => ({
  title: 'Monthly risk report',
  sections,
  filters: { period: '90d' },
});
const data = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as Record<string, unknown> & { id: string };
};

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app, { organizationName: 'Reporting Org' });
  for (const [title, likelihood, impact] of [
    ['Ransomware', 5, 5],
    ['Vendor outage', 3, 4],
  ] as const) {
    await data(await call(app, owner, 'POST', '/api/risks', { title, likelihood, impact }));
  }
  await call(app, owner, 'PUT', '/api/frameworks/SOC2/selection');
});

describe('report builder', () => {
  it('previews every section from the organisation data', async () => {
    const doc = (await data(
      await call(app, owner, 'POST', '/api/reports/preview', spec()),
    )) as unknown as {
      organizationName: string;
      sections: { id: string; title: string; blocks: { kind: string }[] }[];
    };
    expect(doc.organizationName).toBe('Reporting Org');
    expect(doc.sections.map((s) => s.id)).toEqual([...REPORT_SECTIONS]);
    const register = doc.sections.find((s) => s.id === 'risk_register')!;
    expect(register.blocks.map((b) => b.kind)).toEqual(['chart', 'table']);
    const heat = doc.sections.find((s) => s.id === 'heat_map')!;
    expect(heat.blocks.map((b) => b.kind)).toEqual(['matrix', 'matrix']);
    const summary = doc.sections.find((s) => s.id === 'executive_summary')!;
    expect(JSON.stringify(summary)).toContain('The register holds 2 risks');
    const frameworks = doc.sections.find((s) => s.id === 'framework_status')!;
    expect(JSON.stringify(frameworks)).toContain('SOC 2');
  });

  it('refuses a bad report naming the field', async () => {
    expect(fieldsOf(await call(app, owner, 'POST', '/api/reports/preview', spec([])))).toEqual([
      'sections',
    ]);
    const custom = await call(app, owner, 'POST', '/api/reports/preview', {
      ...spec(),
      filters: { period: 'custom', from: '2026-01-01' },
    });
    expect(custom.statusCode).toBe(400);
    expect(fieldsOf(custom)).toEqual(['filters.to']);
    expect(
      fieldsOf(await call(app, owner, 'POST', '/api/reports/preview', { ...spec(), title: ' ' })),
    ).toEqual(['title']);
  });

  it('saves, lists, edits, schedules and deletes; auditors may not save', async () => {
    const auditor = await buildMember(app, owner, 'auditor');
    expect((await call(app, auditor, 'POST', '/api/reports/definitions', spec())).statusCode).toBe(
      403,
    );
    const saved = await data(
      await call(app, owner, 'POST', '/api/reports/definitions', spec(['top_risks'])),
    );
    expect(saved).toMatchObject({
      title: 'Monthly risk report',
      sections: ['top_risks'],
      schedule: null,
    });
    const listed = (await data(
      await call(app, auditor, 'GET', '/api/reports/definitions'),
    )) as unknown as {
      items: { id: string; abilities: { update: boolean } }[];
    };
    expect(listed.items.find((d) => d.id === saved.id)?.abilities.update).toBe(false);
    const edited = await data(
      await call(
        app,
        owner,
        'PATCH',
        `/api/reports/definitions/${saved.id}`,
        spec(['findings', 'vendors']),
      ),
    );
    expect(edited.sections).toEqual(['findings', 'vendors']);

    const stranger = await buildOrg(app);
    const bad = await call(app, owner, 'PUT', `/api/reports/definitions/${saved.id}/schedule`, {
      frequency: 'monthly',
      dayOfMonth: 1,
      recipients: [stranger.user.id],
    });
    expect(fieldsOf(bad)).toEqual(['recipients']);
    expect(
      fieldsOf(
        await call(app, owner, 'PUT', `/api/reports/definitions/${saved.id}/schedule`, {
          frequency: 'weekly',
          recipients: [owner.user.id],
        }),
      ),
    ).toEqual(['weekday']);
    const scheduled = (await data(
      await call(app, owner, 'PUT', `/api/reports/definitions/${saved.id}/schedule`, {
        frequency: 'monthly',
        dayOfMonth: 1,
        hour: 7,
        recipients: [owner.user.id, auditor.user.id],
      }),
    )) as unknown as { schedule: { nextRunAt: string; recipients: unknown[] } };
    expect(scheduled.schedule.recipients).toHaveLength(2);
    expect(scheduled.schedule.nextRunAt).toMatch(/-01T07:00:00.000Z$/);
    const unscheduled = await data(
      await call(app, owner, 'DELETE', `/api/reports/definitions/${saved.id}/schedule`),
    );
    expect(unscheduled.schedule).toBeNull();
    await data(await call(app, owner, 'DELETE', `/api/reports/definitions/${saved.id}`));
    expect((await call(app, owner, 'GET', `/api/reports/definitions/${saved.id}`)).statusCode).toBe(
      404,
    );
  });

  it('renders PDF and XLSX in the background, keeps the files, and shows them to members only', async () => {
    const pdf = await data(
      await call(app, owner, 'POST', '/api/reports/runs', { format: 'pdf', spec: spec() }),
    );
    expect(pdf).toMatchObject({ status: 'queued', trigger: 'manual', fileName: null });
    const early = await call(app, owner, 'GET', `/api/reports/runs/${pdf.id}/file`);
    expect(early.statusCode).toBe(409);
    const xlsx = await data(
      await call(app, owner, 'POST', '/api/reports/runs', { format: 'xlsx', spec: spec() }),
    );
    await app.jobs.drain();
    const done = await data(await call(app, owner, 'GET', `/api/reports/runs/${pdf.id}`));
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.pageCount).toBeGreaterThan(REPORT_SECTIONS.length);
    const file = await call(app, owner, 'GET', `/api/reports/runs/${pdf.id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const sheet = await call(app, owner, 'GET', `/api/reports/runs/${xlsx.id}/file`);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const history = (await data(await call(app, owner, 'GET', '/api/reports/runs'))) as unknown as {
      items: { id: string }[];
    };
    expect(history.items.map((r) => r.id)).toEqual(expect.arrayContaining([pdf.id, xlsx.id]));
    const stranger = await buildOrg(app);
    expect((await call(app, stranger, 'GET', `/api/reports/runs/${pdf.id}/file`)).statusCode).toBe(
      404,
    );
    expect(
      fieldsOf(await call(app, owner, 'POST', '/api/reports/runs', { format: 'pdf' })),
    ).toEqual(['spec']);
  });
});

describe('report lists', () => {
  type Listed = { items: { id: string }[]; total: number; nextCursor: string | null };
  const list = async (who: SignedIn, url: string) =>
    (await data(await call(app, who, 'GET', url))) as unknown as Listed;

  it('pages saved reports and runs to their end, keeping the saved-report filter', async () => {
    const pager = await buildOrg(app);
    const saved: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const d = await data(
        await call(app, pager, 'POST', '/api/reports/definitions', {
          ...spec(['executive_summary']),
          title,
        }),
      );
      saved.push(d.id);
    }
    const first = await list(pager, '/api/reports/definitions?limit=2');
    expect(first).toMatchObject({ total: 3 });
    expect(first.items).toHaveLength(2);
    const rest = await list(
      pager,
      `/api/reports/definitions?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(rest).toMatchObject({ total: 3, nextCursor: null });
    expect([...first.items, ...rest.items].map((d) => d.id).sort()).toEqual([...saved].sort());

    const runs: string[] = [];
    for (const format of ['xlsx', 'xlsx', 'xlsx']) {
      runs.push(
        (
          await data(
            await call(app, pager, 'POST', '/api/reports/runs', { format, definitionId: saved[0] }),
          )
        ).id,
      );
    }
    await data(
      await call(app, pager, 'POST', '/api/reports/runs', {
        format: 'xlsx',
        definitionId: saved[1],
      }),
    );
    const mine = await list(pager, `/api/reports/runs?definitionId=${saved[0]}&limit=2`);
    expect(mine).toMatchObject({ total: 3 });
    const more = await list(
      pager,
      `/api/reports/runs?definitionId=${saved[0]}&limit=2&cursor=${encodeURIComponent(mine.nextCursor!)}`,
    );
    expect(more.nextCursor).toBeNull();
    // Newest first, each run once across the pages.
    expect([...mine.items, ...more.items].map((r) => r.id)).toEqual([...runs].reverse());
    expect((await list(pager, '/api/reports/runs')).total).toBe(4);
    expect(fieldsOf(await call(app, pager, 'GET', '/api/reports/runs?limit=0'))).toEqual(['limit']);
    expect(fieldsOf(await call(app, pager, 'GET', '/api/reports/definitions?limit=201'))).toEqual([
      'limit',
    ]);
    await app.jobs.drain();
  });
});

describe('scheduled reports', () => {
  let mailed: RecordingMailer;
  let mailApp: FastifyInstance;
  beforeAll(async () => {
    mailed = recordingMailer();
    // Members are made through the usual app (no mail server: no verification step).
    mailApp = await buildApp({
      config: testConfig(),
      database: await testDatabase(),
      mailer: mailed,
    });
  });

  it('runs once per due moment across sweeps, mails the PDF and tells the recipients', async () => {
    const member = await buildMember(app, owner, 'member', 'Rita Recipient');
    const saved = await data(
      await call(app, owner, 'POST', '/api/reports/definitions', spec(['executive_summary'])),
    );
    await data(
      await call(app, owner, 'PUT', `/api/reports/definitions/${saved.id}/schedule`, {
        frequency: 'weekly',
        weekday: 1,
        recipients: [member.user.id],
      }),
    );
    const { db } = await testDatabase();
    const due = new Date(Date.now() - 60_000);
    await db
      .update(schema.reportDefinitions)
      .set({ nextRunAt: due })
      .where(eq(schema.reportDefinitions.id, saved.id));
    // Two processes sweeping at once, then a third sweep, queue this definition's run once (the
    // runs are counted below by definition: on a shared PostgreSQL another test's schedule may
    // fall due meanwhile, and the sweep's own total would count it too).
    await Promise.all([sweepReportSchedules(db, new Date()), sweepReportSchedules(db, new Date())]);
    await sweepReportSchedules(db, new Date());
    await mailApp.jobs.drain();
    const runs = (await data(
      await call(app, owner, 'GET', `/api/reports/runs?definitionId=${saved.id}`),
    )) as unknown as {
      items: { status: string; trigger: string }[];
    };
    expect(runs.items).toEqual([
      expect.objectContaining({ status: 'completed', trigger: 'schedule' }),
    ]);
    const mails = mailed.sent.filter((m) => m.to === member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.[0]?.content.subarray(0, 4).toString()).toBe('%PDF');
    const bell = (await data(await call(app, member, 'GET', '/api/notifications'))) as unknown as {
      items: { kind: string; title: string }[];
    };
    expect(bell.items.filter((n) => n.kind === 'report_ready')).toHaveLength(1);
    const next = await data(await call(app, owner, 'GET', `/api/reports/definitions/${saved.id}`));
    expect(new Date((next.schedule as { nextRunAt: string }).nextRunAt).getTime()).toBeGreaterThan(
      Date.now(),
    );
  });
});
