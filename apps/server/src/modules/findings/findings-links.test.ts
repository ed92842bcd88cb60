import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { insertAssessment } from '../evidence/evidence.fixtures.ts';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildOrg } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const created = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string };
};

// The findings register shows where each finding came from and the risk it became, by name.
describe('finding links by name', () => {
  it('names the control, assessment and risk a finding links to, in the list and alone', async () => {
    const owner = await buildOrg(app);
    const control = await created(
      await call(app, owner, 'POST', '/api/controls', { title: 'Quarterly access review' }),
    );
    const risk = await created(
      await call(app, owner, 'POST', '/api/risks', {
        title: 'Stale access',
        likelihood: 3,
        impact: 3,
      }),
    );
    const database = await testDatabase();
    const assessmentId = await insertAssessment(database, owner.user.organizationId);
    const finding = await created(
      await call(app, owner, 'POST', '/api/findings', {
        title: 'Leavers keep access',
        severity: 'high',
        controlId: control.id,
        assessmentId,
      }),
    );
    await database.db
      .update(schema.findings)
      .set({ riskId: risk.id })
      .where(eq(schema.findings.id, finding.id));
    const loose = await created(
      await call(app, owner, 'POST', '/api/findings', { title: 'No link', severity: 'low' }),
    );

    const names = {
      controlId: control.id,
      controlTitle: 'Quarterly access review',
      assessmentId,
      assessmentName: 'ISO 27001 surveillance audit',
      riskId: risk.id,
      riskTitle: 'Stale access',
    };
    const one = (await call(app, owner, 'GET', `/api/findings/${finding.id}`)).json().data;
    expect(one).toMatchObject(names);
    const list = (
      await call(app, owner, 'GET', '/api/findings?sortBy=title&sortDirection=asc')
    ).json().data;
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ id: finding.id, ...names });
    expect(list.items[1]).toMatchObject({
      id: loose.id,
      controlTitle: null,
      assessmentName: null,
      riskTitle: null,
      vendorName: null,
    });

    // A deleted control leaves the finding without a link, not with a stale name.
    expect((await call(app, owner, 'DELETE', `/api/controls/${control.id}`)).statusCode).toBe(200);
    expect(
      (await call(app, owner, 'GET', `/api/findings/${finding.id}`)).json().data,
    ).toMatchObject({ controlId: null, controlTitle: null, riskTitle: 'Stale access' });
  });
});
