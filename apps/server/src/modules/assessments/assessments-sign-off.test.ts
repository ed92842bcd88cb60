import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  caller,
  declareNotApplicable,
  insertControl,
  insertEvidence,
  insertFramework,
  mapControl,
} from './assessments.fixtures.ts';
import { notAssessedMessage } from './sign-off-assessment.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

const H1 = { periodStart: '2026-01-01', periodEnd: '2026-06-30' };
const resultUrl = (id: string, requirementId: string) =>
  `/api/assessments/${id}/results/${encodeURIComponent(requirementId)}`;

/** An assessment of a three-requirement catalog of the organisation's own. */
const tinyAssessment = async (owner: SignedIn) => {
  const fw = await insertFramework(owner.user.organizationId, 3);
  const res = await call(owner, 'POST', '/api/assessments', {
    frameworkId: fw.id,
    name: 'Tiny',
    ...H1,
  });
  return { fw, assessment: res.json().data, id: res.json().data.id as string };
};

describe('assessment sign-off', () => {
  it('names the requirements still open in its refusal', () => {
    expect(notAssessedMessage(['R-1'])).toBe(
      '1 applicable requirement is not assessed yet (R-1). Record a result for each before signing off.',
    );
    expect(notAssessedMessage(['1', '2', '3', '4', '5', '6', '7'])).toBe(
      '7 applicable requirements are not assessed yet (1, 2, 3, 4, 5 and 2 more). Record a result for each before signing off.',
    );
  });

  it('is refused while an applicable requirement is not assessed; not-applicable ones need none', async () => {
    const owner = await buildOrg(app);
    const { fw, id } = await tinyAssessment(owner);
    const [r1, r2, r3] = fw.requirementIds as [string, string, string];
    await call(owner, 'PUT', resultUrl(id, r1), { result: 'met' });
    const before = await auditCount(app, owner);
    const refused = await call(owner, 'POST', `/api/assessments/${id}/sign-off`, {
      statement: 'All good',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message:
        '2 applicable requirements are not assessed yet (R-2, R-3). Record a result for each before signing off.',
      details: { requirementIds: [r2, r3] },
    });
    expect(await auditCount(app, owner)).toBe(before);
    expect((await call(owner, 'GET', `/api/assessments/${id}`)).json().data.assessment.status).toBe(
      'in_progress',
    );

    // R-3 is declared not applicable by the organisation: only R-2 remains.
    await declareNotApplicable(owner.user.organizationId, r3, 'No such system in scope');
    const still = await call(owner, 'POST', `/api/assessments/${id}/sign-off`, { statement: 'x' });
    expect(still.json().error.details).toEqual({ requirementIds: [r2] });
    await call(owner, 'PUT', resultUrl(id, r2), { result: 'not_applicable', notes: 'Retired' });
    const blank = await call(owner, 'POST', `/api/assessments/${id}/sign-off`, { statement: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([
      { field: 'statement', message: 'Write the sign-off statement' },
    ]);
    const ok = await call(owner, 'POST', `/api/assessments/${id}/sign-off`, {
      statement: 'Reviewed with the CISO.',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'signed_off',
      signedOffBy: { id: owner.user.id, name: owner.user.name },
      signOffStatement: 'Reviewed with the CISO.',
      progress: { total: 3, assessed: 2, met: 1, notApplicable: 1 },
      abilities: { update: false, delete: false, signOff: false, exportSoa: false },
    });
    expect(Date.parse(ok.json().data.signedOffAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a snapshot of results, people, evidence, findings and controls, and reads from it', async () => {
    const owner = await buildOrg(app);
    const assessor = await buildMember(app, owner, 'member', 'Sam Assessor');
    const org = owner.user.organizationId;
    const { fw, id } = await tinyAssessment(owner);
    const [r1, r2, r3] = fw.requirementIds as [string, string, string];
    const control = await insertControl(org, 'Quarterly access review', 'in_progress');
    await mapControl(org, control, r1);
    const evidenceId = await insertEvidence(org, 'Access review Q1');
    const finding = (
      await call(owner, 'POST', '/api/findings', {
        title: 'Two leavers kept access',
        severity: 'high',
      })
    ).json().data;
    await call(owner, 'PUT', resultUrl(id, r1), {
      result: 'partly_met',
      assessorUserId: assessor.user.id,
      notes: 'Reviews happen but leavers slip through.',
      evidenceIds: [evidenceId],
      findingIds: [finding.id],
    });
    await call(owner, 'PUT', resultUrl(id, r2), { result: 'met' });
    await call(owner, 'PUT', resultUrl(id, r3), { result: 'not_met' });
    const live = (await call(owner, 'GET', `/api/assessments/${id}`)).json().data;
    const signed = await call(owner, 'POST', `/api/assessments/${id}/sign-off`, {
      statement: 'Signed for H1.',
    });
    expect(signed.statusCode).toBe(200);

    // What was shown just before sign-off is what the snapshot holds.
    const frozen = (await call(owner, 'GET', `/api/assessments/${id}`)).json().data;
    expect(frozen.frozen).toBe(true);
    expect(frozen.requirements).toEqual(live.requirements);
    expect(frozen.requirements[0]).toMatchObject({
      code: 'R-1',
      result: 'partly_met',
      assessor: { id: assessor.user.id, name: 'Sam Assessor' },
      notes: 'Reviews happen but leavers slip through.',
      evidence: [{ id: evidenceId, title: 'Access review Q1' }],
      findings: [{ id: finding.id, title: 'Two leavers kept access', severity: 'high' }],
      suggested: {
        controls: [
          { id: control, title: 'Quarterly access review', implementationStatus: 'in_progress' },
        ],
      },
    });

    // Later changes to the finding and the control do not reach the signed record.
    for (const [url, title] of [
      [`/api/findings/${finding.id}`, 'Renamed finding'],
      [`/api/controls/${control}`, 'Renamed control'],
    ] as const) {
      expect((await call(owner, 'PATCH', url, { title })).json().data.title).toBe(title);
    }
    const after = (await call(owner, 'GET', `/api/assessments/${id}`)).json().data;
    expect(after.requirements).toEqual(live.requirements);
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=assessment&entityId=${id}`,
    );
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'assessment.signed_off',
      before: { status: 'in_progress' },
      after: { status: 'signed_off', statement: 'Signed for H1.', results: { assessed: 3 } },
    });
  });

  it('freezes the assessment: every write is 409 and nothing changes', async () => {
    const owner = await buildOrg(app);
    const { fw, id } = await tinyAssessment(owner);
    for (const r of fw.requirementIds)
      await call(owner, 'PUT', resultUrl(id, r), { result: 'met' });
    expect(
      (await call(owner, 'POST', `/api/assessments/${id}/sign-off`, { statement: 'Done' }))
        .statusCode,
    ).toBe(200);
    const before = await auditCount(app, owner);
    const shown = (await call(owner, 'GET', `/api/assessments/${id}`)).json().data;
    const writes: [Parameters<typeof call>[1], string, object | undefined][] = [
      ['PATCH', `/api/assessments/${id}`, { name: 'Changed' }],
      ['PUT', resultUrl(id, fw.requirementIds[0]!), { result: 'not_met' }],
      ['POST', `/api/assessments/${id}/sign-off`, { statement: 'Again' }],
      ['DELETE', `/api/assessments/${id}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().error.message).toBe('This assessment is signed off and cannot be changed');
    }
    expect(await auditCount(app, owner)).toBe(before);
    expect((await call(owner, 'GET', `/api/assessments/${id}`)).json().data).toEqual(shown);
    const list = (await call(owner, 'GET', '/api/assessments?status=signed_off')).json().data;
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([id]);
  });
});
