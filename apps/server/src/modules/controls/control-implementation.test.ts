import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg } from '../../testing/factories.ts';
import { caller, creator, fields } from './controls.fixtures.ts';

// Issue 19 / decision 025: a control cannot be "Implemented, 100%" while its checklist is open.

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let create: ReturnType<typeof creator>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  create = creator(app);
});

const steps = (done: number, total = 4) =>
  Array.from({ length: total }, (_, i) => ({
    id: `s${i}`,
    label: `Step ${i + 1}`,
    done: i < done,
  }));

describe('implementation and checklist', () => {
  it('refuses Implemented or 100% while steps are open, naming the field, and changes nothing', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, {
      title: 'Privileged access review',
      status: 'planned',
      checklist: steps(1),
    });
    expect(c).toMatchObject({ implementationStatus: 'not_started', implementationProgress: 25 });
    const before = await auditCount(app, owner);

    const implemented = await call(owner, 'PATCH', `/api/controls/${c.id}`, {
      implementationStatus: 'implemented',
    });
    expect(implemented.statusCode).toBe(400);
    expect(fields(implemented)).toEqual(['implementationStatus']);
    expect(implemented.json().error.details[0].message).toBe(
      'Implemented needs every checklist step done: 3 of 4 still open',
    );
    const full = await call(owner, 'PATCH', `/api/controls/${c.id}`, {
      implementationProgress: 100,
    });
    expect(fields(full)).toEqual(['implementationProgress']);
    const stored = (await call(owner, 'GET', `/api/controls/${c.id}`)).json().data;
    expect(stored).toMatchObject({
      implementationStatus: 'not_started',
      implementationProgress: 25,
    });
    expect(await auditCount(app, owner)).toBe(before);

    // Ticking the last steps with the status in one change is what Implemented takes.
    const done = await call(owner, 'PATCH', `/api/controls/${c.id}`, {
      implementationStatus: 'implemented',
      checklist: steps(4),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      implementationStatus: 'implemented',
      implementationProgress: 100,
    });

    // Reopening a step takes it back to in progress, its progress from the steps.
    const reopened = await call(owner, 'PATCH', `/api/controls/${c.id}`, { checklist: steps(3) });
    expect(reopened.json().data).toMatchObject({
      implementationStatus: 'in_progress',
      implementationProgress: 75,
    });
  });

  it('an active control created with open steps is in progress, not implemented', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, { title: 'Backups', status: 'active', checklist: steps(2) });
    expect(c).toMatchObject({ implementationStatus: 'in_progress', implementationProgress: 50 });
    const claimed = await call(owner, 'POST', '/api/controls', {
      title: 'Backups',
      implementationStatus: 'implemented',
      checklist: steps(2),
    });
    expect(claimed.statusCode).toBe(400);
    expect(fields(claimed)).toEqual(['implementationStatus']);
    // Without a checklist nothing changes: an active control is implemented, 100%.
    expect(await create(owner, { title: 'Firewall' })).toMatchObject({
      implementationStatus: 'implemented',
      implementationProgress: 100,
    });
  });

  it('a control stored Implemented with steps open is settled by the next PATCH, whatever it changes', async () => {
    const owner = await buildOrg(app);
    const c = await create(owner, { title: 'Patching', status: 'active', checklist: steps(4) });
    // As a row kept from before decision 025: Implemented, 100%, then two steps reopened.
    const { db } = await testDatabase();
    await db
      .update(schema.controls)
      .set({
        implementationStatus: 'implemented',
        implementationProgress: 100,
        checklist: steps(2),
      })
      .where(eq(schema.controls.id, c.id));
    const res = await call(owner, 'PATCH', `/api/controls/${c.id}`, { description: 'Weekly' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      implementationStatus: 'in_progress',
      implementationProgress: 50,
    });
    const stored = (await call(owner, 'GET', `/api/controls/${c.id}`)).json().data;
    expect(stored).toMatchObject({
      implementationStatus: 'in_progress',
      implementationProgress: 50,
    });
  });
});
