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

describe('test script controls', () => {
  it('links controls, mandatory by default, and updates the flag of a linked one', async () => {
    const owner = await buildOrg(app);
    const [a, b] = [await buildControl(owner, 'A'), await buildControl(owner, 'B')];
    const script = await buildScript(app, owner);
    const url = `/api/test-scripts/${script.id}/controls`;

    const linked = await call(owner, 'POST', url, { controlIds: [a] });
    expect(linked.json().data.controls).toEqual([{ controlId: a, title: 'A', isMandatory: true }]);
    await call(owner, 'POST', url, { controlIds: [b, a], isMandatory: false });

    const list = (await call(owner, 'GET', url)).json().data;
    expect(list.total).toBe(2);
    expect(list.nextCursor).toBeNull();
    expect(list.items).toEqual(
      expect.arrayContaining([
        { controlId: a, title: 'A', type: 'preventive', status: 'active', isMandatory: false },
        { controlId: b, title: 'B', type: 'preventive', status: 'active', isMandatory: false },
      ]),
    );
    const page = (await call(owner, 'GET', `${url}?limit=1`)).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    expect((await call(owner, 'GET', `${url}?limit=201`)).statusCode).toBe(400);

    const filtered = await call(owner, 'GET', `/api/test-scripts?controlId=${b}`);
    expect(filtered.json().data.items.map((s: { id: string }) => s.id)).toEqual([script.id]);
  });

  it('refuses another organisation’s control by its place in the list, linking nothing', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const mine = await buildControl(owner);
    const theirs = await buildControl(stranger);
    const script = await buildScript(app, owner);
    const before = await auditCount(app, owner);
    const url = `/api/test-scripts/${script.id}/controls`;
    const res = await call(owner, 'POST', url, { controlIds: [mine, mine, theirs] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['controlIds.2']);
    expect(fieldsOf(await call(owner, 'POST', url, { controlIds: [] }))).toEqual(['controlIds']);
    expect(
      fieldsOf(await call(owner, 'POST', url, { controlIds: [mine], isMandatory: 'no' })),
    ).toEqual(['isMandatory']);
    expect((await call(owner, 'GET', url)).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('unlinks all the controls or none', async () => {
    const owner = await buildOrg(app);
    const [a, b, c] = [
      await buildControl(owner),
      await buildControl(owner),
      await buildControl(owner),
    ];
    const script = await buildScript(app, owner, { controlIds: [a, b] });
    const url = `/api/test-scripts/${script.id}/controls`;
    const before = await auditCount(app, owner);

    const bad = await call(owner, 'DELETE', url, { controlIds: [a, c] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['controlIds.1']);
    expect((await call(owner, 'GET', url)).json().data.total).toBe(2);
    expect(await auditCount(app, owner)).toBe(before);

    const res = await call(owner, 'DELETE', url, { controlIds: [a] });
    expect(res.json().data.controls.map((x: { controlId: string }) => x.controlId)).toEqual([b]);
    expect(await auditCount(app, owner)).toBe(before + 1);
    const audit = await call(owner, 'GET', `/api/audit-events?entityId=${script.id}&limit=1`);
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'test_script.controls_unlinked',
      before: { controls: [{ controlId: a, isMandatory: true }] },
    });
  });
});
