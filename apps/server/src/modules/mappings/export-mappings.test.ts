import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';
import { createRisk, creator } from '../controls/controls.fixtures.ts';

let app: FastifyInstance;
let createControl: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  createControl = creator(app);
});

const map = async (who: SignedIn, riskId: string, controlId: string, effectiveness: number) => {
  const res = await call(app, who, 'POST', '/api/control-risk-mappings', {
    riskId,
    controlId,
    effectiveness,
    rationale: 'Covers the main path',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

describe('control-risk mappings export', () => {
  it("writes a control's or a risk's mappings, newest first, with risk and control titles", async () => {
    const owner = await buildOrg(app);
    const flood = await createRisk(app, owner, { title: 'Flood', likelihood: 3, impact: 4 });
    const breach = await createRisk(app, owner, { title: 'Breach', likelihood: 4, impact: 5 });
    const mfa = await createControl(owner, { title: 'MFA', type: 'preventive' });
    const backups = await createControl(owner, { title: 'Backups', type: 'corrective' });
    await map(owner, flood.id, backups.id, 0.6);
    await map(owner, breach.id, mfa.id, 0.9);
    await map(owner, flood.id, mfa.id, 0.4);
    const stranger = await buildOrg(app);
    const theirs = await createRisk(app, stranger, { title: 'Not ours', likelihood: 1, impact: 1 });
    await map(stranger, theirs.id, (await createControl(stranger, { title: 'X' })).id, 0.5);

    const byControl = await downloadExport(
      app,
      owner,
      `/api/control-risk-mappings/export?controlId=${mfa.id}`,
      'mappings',
    );
    expect(columnOf(byControl, 'Risk')).toEqual(['Flood', 'Breach']);
    expect(columnOf(byControl, 'Control')).toEqual(['MFA', 'MFA']);
    expect(columnOf(byControl, 'Effectiveness (%)')).toEqual(['40', '90']);
    expect(columnOf(byControl, 'Rationale')).toEqual([
      'Covers the main path',
      'Covers the main path',
    ]);

    const byRisk = await downloadExport(
      app,
      owner,
      `/api/control-risk-mappings/export?riskId=${flood.id}`,
      'mappings',
    );
    expect(columnOf(byRisk, 'Control')).toEqual(['MFA', 'Backups']);
    const all = await downloadExport(app, owner, '/api/control-risk-mappings/export', 'mappings');
    expect(all.rows).toHaveLength(3);
    expect(columnOf(all, 'Risk')).not.toContain('Not ours');
  });

  it('refuses a format it does not write, naming the field', async () => {
    await expectBadFormatRefused(app, await buildOrg(app), '/api/control-risk-mappings/export');
  });
});
