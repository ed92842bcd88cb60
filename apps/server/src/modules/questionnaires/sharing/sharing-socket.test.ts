import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { connectCollab, type CollabClient } from '../../../collaboration/collab-client.ts';
import { testConfig } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { addCollaborator, call, privateQuestionnaire } from './sharing-test-kit.ts';

/**
 * §4 Removal revokes access, open connections included: the sharing routes close the live
 * connections of the people whose access they change, through a real socket.
 */
let app: FastifyInstance;
let baseUrl: string;
const open: CollabClient[] = [];

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of open) c.destroy();
  await app.close();
});

const client = (questionnaireId: string, who: SignedIn) => {
  const c = connectCollab({ baseUrl, questionnaireId, cookie: who.cookie });
  open.push(c);
  return c;
};

describe('sharing and open connections', () => {
  it('removing a person closes their connection and they cannot connect again', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const q = await privateQuestionnaire(app, owner);
    const { id: memberId } = await addCollaborator(app, owner, q.id, member, 'editor');
    const mine = client(q.id, owner);
    const theirs = client(q.id, member);
    await Promise.all([mine.ready, theirs.ready]);
    const removed = await call(
      app,
      owner,
      'DELETE',
      `/api/questionnaires/${q.id}/members/${memberId}`,
    );
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => theirs.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(theirs.messages).toContainEqual({ type: 'access', reason: 'changed' });
    expect(mine.closes).toEqual([]);
    await expect(client(q.id, member).ready).rejects.toThrow();
  });

  it('making a questionnaire private closes the connections of those it now hides from', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const q = await call(app, owner, 'POST', '/api/questionnaires', { title: 'Open' });
    const id = q.json().data.id as string;
    const theirs = client(id, member);
    await theirs.ready;
    const made = await call(app, owner, 'PATCH', `/api/questionnaires/${id}/sharing`, {
      visibility: 'private',
    });
    expect(made.statusCode).toBe(200);
    await expect.poll(() => theirs.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(theirs.messages).toContainEqual({ type: 'access', reason: 'changed' });
    await expect(client(id, member).ready).rejects.toThrow();
  });
});
