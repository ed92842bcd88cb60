import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg } from '../../testing/factories.ts';
import { buildControl, buildScript, caller, fieldsOf } from './test-script-fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

type Step = { id: string; instruction: string; expectedResult: string };

describe('test scripts', () => {
  it('creates a script with server-assigned step ids and linked controls', async () => {
    const owner = await buildOrg(app);
    const controlId = await buildControl(owner, 'MFA enforced');
    const script = await buildScript(app, owner, {
      description: 'Every quarter',
      steps: [{ id: 'stp_mine', instruction: 'Open the console', expectedResult: 'It opens' }],
      controlIds: [controlId],
    });
    expect(script).toMatchObject({
      title: 'Quarterly access review',
      description: 'Every quarter',
      steps: [{ instruction: 'Open the console', expectedResult: 'It opens' }],
      controls: [{ controlId, title: 'MFA enforced', isMandatory: true }],
      executionCount: 0,
      lastExecutedAt: null,
      abilities: { update: true, delete: true, execute: true },
    });
    expect(script.steps[0].id).toMatch(/^stp_/);
    expect(script.steps[0].id).not.toBe('stp_mine');
    const read = await call(owner, 'GET', `/api/test-scripts/${script.id}`);
    expect(read.json().data).toEqual(script);
  });

  it('names each invalid field and creates nothing', async () => {
    const owner = await buildOrg(app);
    const before = await auditCount(app, owner);
    const res = await call(owner, 'POST', '/api/test-scripts', {
      title: '  ',
      steps: [{ instruction: 'Do it' }, { instruction: '', expectedResult: 'Done' }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['title', 'steps.0.expectedResult', 'steps.1.instruction']),
    );
    const noSteps = await call(owner, 'POST', '/api/test-scripts', { title: 'x', steps: [] });
    expect(fieldsOf(noSteps)).toEqual(['steps']);
    const control = await buildControl(owner);
    const stranger = await buildOrg(app);
    const foreign = await buildControl(stranger);
    const badControl = await call(owner, 'POST', '/api/test-scripts', {
      title: 'x',
      steps: [{ instruction: 'a', expectedResult: 'b' }],
      controlIds: [control, control, foreign],
    });
    expect(badControl.statusCode).toBe(400);
    expect(fieldsOf(badControl)).toEqual(['controlIds.2']);
    expect((await call(owner, 'GET', '/api/test-scripts')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('updates, keeping the ids of steps sent with one, and audits before and after', async () => {
    const owner = await buildOrg(app);
    const script = await buildScript(app, owner);
    const [first, second] = script.steps as Step[];
    const res = await call(owner, 'PATCH', `/api/test-scripts/${script.id}`, {
      title: 'Monthly access review',
      steps: [
        { id: second!.id, instruction: 'Compare with HR', expectedResult: 'No leavers' },
        { instruction: 'Sign off', expectedResult: 'Signed' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const steps = res.json().data.steps as Step[];
    expect(res.json().data.title).toBe('Monthly access review');
    expect(steps.map((s) => s.instruction)).toEqual(['Compare with HR', 'Sign off']);
    expect(steps[0]!.id).toBe(second!.id);
    expect([first!.id, second!.id]).not.toContain(steps[1]!.id);
    const audit = await call(
      owner,
      'GET',
      `/api/audit-events?entityType=test_script&entityId=${script.id}`,
    );
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'test_script.updated',
      before: { title: 'Quarterly access review' },
      after: { title: 'Monthly access review' },
    });
  });

  it('refuses unknown or repeated step ids and empty updates, changing nothing', async () => {
    const owner = await buildOrg(app);
    const script = await buildScript(app, owner);
    const id = script.steps[0].id;
    const before = await auditCount(app, owner);
    const step = { instruction: 'a', expectedResult: 'b' };
    const patch = (body: object) => call(owner, 'PATCH', `/api/test-scripts/${script.id}`, body);
    expect(fieldsOf(await patch({ steps: [step, { ...step, id: 'stp_other' }] }))).toEqual([
      'steps.1.id',
    ]);
    expect(
      fieldsOf(
        await patch({
          steps: [
            { ...step, id },
            { ...step, id },
          ],
        }),
      ),
    ).toEqual(['steps.1.id']);
    expect(fieldsOf(await patch({ title: 'ok', steps: [] }))).toEqual(['steps']);
    expect((await patch({})).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/test-scripts/${script.id}`)).json().data).toEqual(
      script,
    );
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('deletes a script', async () => {
    const owner = await buildOrg(app);
    const script = await buildScript(app, owner);
    const res = await call(owner, 'DELETE', `/api/test-scripts/${script.id}`);
    expect(res.json().data).toEqual({ deleted: [script.id] });
    expect((await call(owner, 'GET', `/api/test-scripts/${script.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/test-scripts/${script.id}`)).statusCode).toBe(404);
  });

  it('lists with search, control filter, sort and pages, with one list shape', async () => {
    const owner = await buildOrg(app);
    const control = await buildControl(owner);
    await buildScript(app, owner, { title: 'Alpha backups', description: 'Restore a 50% sample' });
    await buildScript(app, owner, { title: 'Beta firewall', controlIds: [control] });
    await buildScript(app, owner, { title: 'Gamma payroll' });
    const q = async (query: string) =>
      (await call(owner, 'GET', `/api/test-scripts?${query}`)).json().data;
    const titles = (data: { items: { title: string }[] }) => data.items.map((s) => s.title);

    expect((await q('search=FIREWALL')).total).toBe(1);
    expect(titles(await q('search=50%25'))).toEqual(['Alpha backups']);
    expect(titles(await q('search=5_%25'))).toEqual([]);
    expect(titles(await q(`controlId=${control}`))).toEqual(['Beta firewall']);
    expect((await q('controlId=ctl_missing')).total).toBe(0);
    expect(titles(await q('sortBy=title&sortDirection=desc'))).toEqual([
      'Gamma payroll',
      'Beta firewall',
      'Alpha backups',
    ]);
    const first = await q('limit=2&sortBy=title&sortDirection=asc');
    expect(first).toMatchObject({ total: 3 });
    expect(titles(first)).toEqual(['Alpha backups', 'Beta firewall']);
    const second = await q(`limit=2&sortBy=title&sortDirection=asc&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Gamma payroll']);
    expect(second.nextCursor).toBeNull();
    expect(titles(await q('limit=1&offset=2&sortBy=title&sortDirection=asc'))).toEqual([
      'Gamma payroll',
    ]);
    const tooMany = await call(owner, 'GET', '/api/test-scripts?limit=201');
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual(['limit']);
    expect(fieldsOf(await call(owner, 'GET', '/api/test-scripts?sortBy=nope'))).toEqual(['sortBy']);
  });
});
