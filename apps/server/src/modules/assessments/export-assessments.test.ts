import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';
import { caller, insertEvidence, iso } from './assessments.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

const create = async (who: SignedIn, body: object) => {
  const res = await call(who, 'POST', '/api/assessments', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string };
};
const record = async (who: SignedIn, id: string, code: string, body: object) => {
  const url = `/api/assessments/${id}/results/${encodeURIComponent(iso(code))}`;
  const res = await call(who, 'PUT', url, body);
  if (res.statusCode !== 200) throw new Error(res.body);
};
const H1 = { periodStart: '2026-01-01', periodEnd: '2026-06-30' };

describe('assessments export', () => {
  it('writes the assessments the list filters show, newest first, with their progress', async () => {
    const owner = await buildOrg(app);
    const lead = await buildMember(app, owner, 'risk_manager', 'Lee Lead');
    const first = await create(owner, { frameworkId: 'ISO27001', name: 'ISO 2026', ...H1 });
    await create(owner, {
      frameworkId: 'SOC2',
      name: 'SOC 2 type II',
      ...H1,
      leadAssessorUserId: lead.user.id,
    });
    await record(owner, first.id, 'A.5.1', { result: 'met' });
    const stranger = await buildOrg(app);
    await create(stranger, { frameworkId: 'ISO27001', name: 'Not ours', ...H1 });

    const all = await downloadExport(app, owner, '/api/assessments/export', 'assessments');
    expect(columnOf(all, 'Name')).toEqual(['SOC 2 type II', 'ISO 2026']);
    expect(columnOf(all, 'Lead assessor')).toEqual(['Lee Lead', '']);
    expect(columnOf(all, 'Framework')).toEqual([
      'SOC 2 (Trust Services Criteria)',
      'ISO/IEC 27001',
    ]);
    expect(columnOf(all, 'Assessed')).toEqual(['0', '1']);
    expect(columnOf(all, 'Period start')).toEqual(['2026-01-01', '2026-01-01']);
    const iso27001 = await downloadExport(
      app,
      owner,
      '/api/assessments/export?frameworkId=ISO27001&status=in_progress',
      'assessments',
    );
    expect(columnOf(iso27001, 'Name')).toEqual(['ISO 2026']);
    await expectBadFormatRefused(app, owner, '/api/assessments/export');
  });

  it("writes an assessment's results with the page's result filter and search", async () => {
    const owner = await buildOrg(app);
    const a = await create(owner, { frameworkId: 'ISO27001', name: 'ISO 27001: 2026', ...H1 });
    const evidenceId = await insertEvidence(owner.user.organizationId, 'Policy minutes');
    await record(owner, a.id, 'A.5.1', {
      result: 'partly_met',
      notes: 'Review overdue',
      evidenceIds: [evidenceId],
    });
    await record(owner, a.id, 'A.5.2', { result: 'not_met' });
    const url = `/api/assessments/${a.id}/results/export`;
    const what = 'assessment-ISO-27001-2026';

    const all = await downloadExport(app, owner, url, what);
    expect(all.rows).toHaveLength(93);
    expect(columnOf(all, 'Code').slice(0, 2)).toEqual(['A.5.1', 'A.5.2']);
    const partly = await downloadExport(app, owner, `${url}?result=partly_met`, what);
    expect(partly.rows).toHaveLength(1);
    expect(columnOf(partly, 'Evidence')).toEqual(['Policy minutes']);
    expect(columnOf(partly, 'Notes')).toEqual(['Review overdue']);
    expect(columnOf(partly, 'Assessor')).toEqual([owner.user.name]);
    const open = await downloadExport(app, owner, `${url}?result=open`, what);
    expect(open.rows).toHaveLength(91);
    const searched = await downloadExport(app, owner, `${url}?result=not_met&search=A.5.2`, what);
    expect(columnOf(searched, 'Code')).toEqual(['A.5.2']);

    const stranger = await buildOrg(app);
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    const bad = await call(owner, 'GET', `${url}?result=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['result']);
    await expectBadFormatRefused(app, owner, url);
  });
});
