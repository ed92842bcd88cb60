import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { caller, insertEvidence, insertFramework, iso } from './assessments.fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

const create = async (who: SignedIn, body: object) => {
  const res = await call(who, 'POST', '/api/assessments', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

const fieldsOf = (res: { json(): { error: { details: { field: string }[] } } }) =>
  res.json().error.details.map((d) => d.field);

const H1 = { periodStart: '2026-01-01', periodEnd: '2026-06-30' };

describe('assessments', () => {
  it('creates an assessment of a framework for a period, with a lead assessor', async () => {
    const owner = await buildOrg(app);
    const lead = await buildMember(app, owner, 'risk_manager', 'Lee Lead');
    const a = await create(owner, {
      frameworkId: 'ISO27001',
      name: ' ISO 27001 surveillance 2026 ',
      ...H1,
      leadAssessorUserId: lead.user.id,
    });
    expect(a).toMatchObject({
      frameworkId: 'ISO27001',
      frameworkName: 'ISO/IEC 27001',
      frameworkVersion: '2022',
      name: 'ISO 27001 surveillance 2026',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
      status: 'in_progress',
      leadAssessor: { id: lead.user.id, name: 'Lee Lead' },
      signedOffBy: null,
      signedOffAt: null,
      progress: {
        total: 93,
        assessed: 0,
        met: 0,
        partlyMet: 0,
        notMet: 0,
        notApplicable: 0,
        percentAssessed: 0,
      },
      createdBy: owner.user.id,
      abilities: { update: true, delete: true, signOff: true, exportSoa: true },
    });
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=assessment&entityId=${a.id}`,
    );
    expect(audit.json().data.items).toMatchObject([
      { action: 'assessment.created', after: { frameworkId: 'ISO27001', name: a.name } },
    ]);
  });

  it('refuses a period that does not end after it starts, naming the field', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    for (const period of [
      { periodStart: '2026-06-30', periodEnd: '2026-01-01' },
      { periodStart: '2026-03-01', periodEnd: '2026-03-01' },
    ]) {
      const res = await call(owner, 'POST', '/api/assessments', {
        frameworkId: 'SOC2',
        name: 'Backwards',
        ...period,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: 'periodEnd', message: 'The period must end after it starts' },
      ]);
    }
    const shape = await call(owner, 'POST', '/api/assessments', {
      name: ' ',
      periodStart: 'soon',
      periodEnd: '2026-01-01',
    });
    expect(fieldsOf(shape)).toEqual(expect.arrayContaining(['frameworkId', 'name', 'periodStart']));

    // PATCH checks one end against the other as stored.
    const a = await create(owner, { frameworkId: 'SOC2', name: 'H1', ...H1 });
    const early = await call(owner, 'PATCH', `/api/assessments/${a.id}`, {
      periodEnd: '2025-12-31',
    });
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early)).toEqual(['periodEnd']);
    const late = await call(owner, 'PATCH', `/api/assessments/${a.id}`, {
      periodStart: '2026-07-01',
    });
    expect(fieldsOf(late)).toEqual(['periodStart']);
    expect((await call(owner, 'GET', '/api/assessments')).json().data.total).toBe(1);
    expect(await auditCount(app, owner)).toBe(before + 1);
  });

  it('accepts only frameworks the organisation can see and members as lead assessor', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const theirs = await insertFramework(stranger.user.organizationId);
    const mine = await insertFramework(owner.user.organizationId, 2);
    const before = await auditCount(app, owner);
    const res = await call(owner, 'POST', '/api/assessments', {
      frameworkId: theirs.id,
      name: 'Not ours',
      ...H1,
      leadAssessorUserId: stranger.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'frameworkId', message: 'Framework not found' },
      {
        field: 'leadAssessorUserId',
        message: 'The lead assessor must be a member of this organisation',
      },
    ]);
    expect(
      fieldsOf(
        await call(owner, 'POST', '/api/assessments', { frameworkId: 'NOPE', name: 'x', ...H1 }),
      ),
    ).toEqual(['frameworkId']);
    expect(await auditCount(app, owner)).toBe(before);
    const imported = await create(owner, { frameworkId: mine.id, name: 'Own catalog', ...H1 });
    expect(imported.progress.total).toBe(2);
    expect(imported.abilities.exportSoa).toBe(false);
  });

  it('filters by framework and status, searches by name and pages', async () => {
    const owner = await buildOrg(app);
    const a = await create(owner, { frameworkId: 'ISO27001', name: 'Alpha ISO', ...H1 });
    await create(owner, { frameworkId: 'SOC2', name: 'Beta SOC', ...H1 });
    await create(owner, { frameworkId: 'SOC2', name: 'Gamma SOC', ...H1 });
    const q = async (query: string) =>
      (await call(owner, 'GET', `/api/assessments?${query}`)).json().data;
    const names = (d: { items: { name: string }[] }) => d.items.map((x) => x.name);
    expect(names(await q(''))).toEqual(['Gamma SOC', 'Beta SOC', 'Alpha ISO']);
    expect(names(await q('frameworkId=ISO27001'))).toEqual(['Alpha ISO']);
    expect(names(await q('search=soc'))).toEqual(['Gamma SOC', 'Beta SOC']);
    expect((await q('status=signed_off')).total).toBe(0);
    expect((await q('status=in_progress')).total).toBe(3);
    const first = await q('limit=2');
    expect(names(first)).toEqual(['Gamma SOC', 'Beta SOC']);
    const second = await q(`limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Alpha ISO']);
    expect(second.nextCursor).toBeNull();
    const bad = await call(owner, 'GET', '/api/assessments?status=done');
    expect(bad.statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/assessments/${a.id}`)).statusCode).toBe(200);
  });

  it('shows every requirement with its recorded result or not assessed, and the live suggestion', async () => {
    const owner = await buildOrg(app);
    const a = await create(owner, { frameworkId: 'ISO27001', name: 'Live', ...H1 });
    const detail = (await call(owner, 'GET', `/api/assessments/${a.id}`)).json().data;
    expect(detail.frozen).toBe(false);
    expect(detail.requirements).toHaveLength(93);
    expect(detail.requirements[0]).toMatchObject({
      id: iso('A.5.1'),
      code: 'A.5.1',
      title: 'Policies for information security',
      mandatory: true,
      result: 'not_assessed',
      assessor: null,
      notes: '',
      evidence: [],
      findings: [],
      updatedAt: null,
      suggested: { status: 'not_met', applicability: null, controls: [] },
    });
    expect(detail.requirements[0].suggested.reasons.length).toBeGreaterThan(0);
  });

  it('records a result with assessor, notes, evidence and findings, and audits it', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Ada Assessor');
    const a = await create(owner, { frameworkId: 'ISO27001', name: 'Results', ...H1 });
    const evidenceId = await insertEvidence(owner.user.organizationId, 'Policy approval minutes');
    const finding = (
      await call(owner, 'POST', '/api/findings', {
        title: 'Policy not reviewed',
        severity: 'medium',
      })
    ).json().data;
    const url = `/api/assessments/${a.id}/results/${encodeURIComponent(iso('A.5.1'))}`;
    const res = await call(owner, 'PUT', url, {
      result: 'partly_met',
      assessorUserId: member.user.id,
      notes: 'Approved, but the review is overdue.',
      evidenceIds: [evidenceId],
      findingIds: [finding.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: iso('A.5.1'),
      result: 'partly_met',
      assessor: { id: member.user.id, name: 'Ada Assessor' },
      notes: 'Approved, but the review is overdue.',
      evidence: [{ id: evidenceId, title: 'Policy approval minutes' }],
      findings: [
        { id: finding.id, title: 'Policy not reviewed', severity: 'medium', status: 'open' },
      ],
      updatedBy: owner.user.id,
    });

    // Fields left out keep their value; with no assessor recorded, the recorder is the assessor.
    const again = await call(owner, 'PUT', url, { result: 'met' });
    expect(again.json().data).toMatchObject({
      result: 'met',
      assessor: { id: member.user.id },
      notes: 'Approved, but the review is overdue.',
      evidence: [{ id: evidenceId }],
    });
    const other = `/api/assessments/${a.id}/results/${encodeURIComponent(iso('A.5.2'))}`;
    const defaulted = await call(owner, 'PUT', other, { result: 'not_met' });
    expect(defaulted.json().data.assessor).toEqual({ id: owner.user.id, name: owner.user.name });

    const list = (await call(owner, 'GET', '/api/assessments')).json().data.items[0];
    expect(list.progress).toMatchObject({
      total: 93,
      assessed: 2,
      met: 1,
      notMet: 1,
      percentAssessed: 2,
    });
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=assessment&entityId=${a.id}`,
    );
    const events = audit.json().data.items;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'assessment.result_recorded',
      'assessment.result_recorded',
      'assessment.result_recorded',
      'assessment.created',
    ]);
    expect(events[1]).toMatchObject({
      before: { code: 'A.5.1', result: 'partly_met' },
      after: { code: 'A.5.1', result: 'met', evidenceIds: [evidenceId], findingIds: [finding.id] },
    });
  });

  it('validates a result: its value, requirement, assessor, evidence and findings', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const a = await create(owner, { frameworkId: 'ISO27001', name: 'Validation', ...H1 });
    const mine = await insertEvidence(owner.user.organizationId, 'Mine');
    const theirs = await insertEvidence(stranger.user.organizationId, 'Theirs');
    const theirFinding = (
      await call(stranger, 'POST', '/api/findings', { title: 'Theirs', severity: 'low' })
    ).json().data;
    const before = await auditCount(app, owner);
    const url = `/api/assessments/${a.id}/results/${encodeURIComponent(iso('A.5.1'))}`;

    const value = await call(owner, 'PUT', url, { result: 'passed' });
    expect(value.statusCode).toBe(400);
    expect(value.json().error.details).toEqual([
      {
        field: 'result',
        message: 'Result must be one of not_assessed, met, partly_met, not_met, not_applicable',
      },
    ]);
    expect(fieldsOf(await call(owner, 'PUT', url, {}))).toEqual(['result']);
    expect(
      fieldsOf(await call(owner, 'PUT', url, { result: 'met', notes: 'x'.repeat(10_001) })),
    ).toEqual(['notes']);

    const links = await call(owner, 'PUT', url, {
      result: 'met',
      assessorUserId: stranger.user.id,
      evidenceIds: [mine, theirs, 'evd_missing'],
      findingIds: [theirFinding.id],
    });
    expect(links.statusCode).toBe(400);
    expect(fieldsOf(links)).toEqual([
      'assessorUserId',
      'evidenceIds.1',
      'evidenceIds.2',
      'findingIds.0',
    ]);

    // A requirement of another framework is not one of this assessment's.
    const soc = await call(owner, 'PUT', `/api/assessments/${a.id}/results/SOC2-CC1.1`, {
      result: 'met',
    });
    expect(soc.statusCode).toBe(404);
    expect(await auditCount(app, owner)).toBe(before);
    const detail = (await call(owner, 'GET', `/api/assessments/${a.id}`)).json().data;
    expect(detail.assessment.progress.assessed).toBe(0);
  });

  it('updates the details and deletes an assessment in progress, with audit events', async () => {
    const owner = await buildOrg(app);
    const lead = await buildMember(app, owner, 'admin', 'Ann Admin');
    const a = await create(owner, { frameworkId: 'SOC2', name: 'Draft', ...H1 });
    expect((await call(owner, 'PATCH', `/api/assessments/${a.id}`, {})).statusCode).toBe(400);
    const res = await call(owner, 'PATCH', `/api/assessments/${a.id}`, {
      name: 'SOC 2 Type II 2026',
      periodEnd: '2026-12-31',
      leadAssessorUserId: lead.user.id,
    });
    expect(res.json().data).toMatchObject({
      name: 'SOC 2 Type II 2026',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      leadAssessor: { id: lead.user.id, name: 'Ann Admin' },
    });
    const cleared = await call(owner, 'PATCH', `/api/assessments/${a.id}`, {
      leadAssessorUserId: null,
    });
    expect(cleared.json().data.leadAssessor).toBeNull();
    expect((await call(owner, 'DELETE', `/api/assessments/${a.id}`)).json().data).toEqual({
      deleted: [a.id],
    });
    expect((await call(owner, 'GET', `/api/assessments/${a.id}`)).statusCode).toBe(404);
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=assessment&entityId=${a.id}`,
    );
    const events = audit.json().data.items;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'assessment.deleted',
      'assessment.updated',
      'assessment.updated',
      'assessment.created',
    ]);
    expect(events[2]).toMatchObject({
      before: { name: 'Draft', periodEnd: '2026-06-30T00:00:00.000Z' },
      after: { name: 'SOC 2 Type II 2026', periodEnd: '2026-12-31T00:00:00.000Z' },
    });
  });
});
