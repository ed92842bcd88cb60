import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listAiUsage } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { ask, call, newConversation, ok } from './chat.fixtures.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let app: FastifyInstance;
let owner: SignedIn;
let colleague: SignedIn;
let auditor: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  colleague = await buildMember(app, owner, 'member', 'Casey Colleague');
  auditor = await buildMember(app, owner, 'auditor');
  stranger = await buildOrg(app);
});

describe('conversations', () => {
  it('creates, lists newest first a page at a time, renames and deletes', async () => {
    const me = await buildOrg(app);
    const first = await newConversation(app, me);
    expect(first.title).toBe('New conversation');
    const second = await newConversation(app, me, 'Board prep');
    await ask(app, me, first.id, 'Which critical risks have no control?');

    const page1 = await ok(call(app, me, 'GET', '/api/ai/conversations?limit=1'));
    expect(page1.total).toBe(2);
    // The conversation just answered is the most recent.
    expect(page1.items[0]).toMatchObject({
      id: first.id,
      title: 'Which critical risks have no control?',
      messageCount: 2,
    });
    const page2 = await ok(
      call(app, me, 'GET', `/api/ai/conversations?limit=1&cursor=${page1.nextCursor}`),
    );
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect(page2.nextCursor).toBeNull();

    const renamed = await ok(
      call(app, me, 'PATCH', `/api/ai/conversations/${first.id}`, { title: '  Uncovered risks ' }),
    );
    expect(renamed).toMatchObject({ title: 'Uncovered risks', messageCount: 2 });
    // A later question does not rename a conversation that has one.
    await ask(app, me, second.id, 'How many risks do we have?');
    expect(
      (await ok(call(app, me, 'GET', `/api/ai/conversations/${second.id}`))).conversation.title,
    ).toBe('Board prep');

    expect(await ok(call(app, me, 'DELETE', `/api/ai/conversations/${first.id}`))).toEqual({
      deleted: [first.id],
    });
    expect((await call(app, me, 'GET', `/api/ai/conversations/${first.id}`)).statusCode).toBe(404);
    expect((await ok(call(app, me, 'GET', '/api/ai/conversations'))).total).toBe(1);
  });

  it.each([
    [{ content: '' }, 'Enter a question'],
    [{ content: '   ' }, 'Enter a question'],
    [{ content: 'x'.repeat(4001) }, 'A question is at most 4,000 characters'],
    [{}, 'Enter a question'],
  ])('refuses a question %#, naming the field', async (payload, message) => {
    const c = await newConversation(app, owner);
    const res = await call(app, owner, 'POST', `/api/ai/conversations/${c.id}/messages`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'content', message }],
    });
    expect((await ok(call(app, owner, 'GET', `/api/ai/conversations/${c.id}`))).messages).toEqual(
      [],
    );
  });

  it('accepts a question of exactly 4,000 characters', async () => {
    const c = await newConversation(app, owner);
    const a = await ask(app, owner, c.id, `${'why '.repeat(999)}now`);
    expect(a.last.type).toBe('done');
  });

  it('refuses an empty or long title', async () => {
    const c = await newConversation(app, owner);
    for (const title of ['', 'x'.repeat(121)]) {
      const res = await call(app, owner, 'PATCH', `/api/ai/conversations/${c.id}`, { title });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('title');
    }
  });

  it('refuses a cross-site question before any answer', async () => {
    const c = await newConversation(app, owner);
    const res = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${c.id}/messages`,
      payload: { content: 'Which critical risks have no control?' },
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
    expect((await ok(call(app, owner, 'GET', `/api/ai/conversations/${c.id}`))).messages).toEqual(
      [],
    );
  });
});

describe('conversations: outsiders', () => {
  let mine: { id: string };
  const routes = (id: string): { method: Method; url: string; payload?: object }[] => [
    { method: 'GET', url: `/api/ai/conversations/${id}` },
    { method: 'PATCH', url: `/api/ai/conversations/${id}`, payload: { title: 'Pwned' } },
    { method: 'DELETE', url: `/api/ai/conversations/${id}` },
    {
      method: 'POST',
      url: `/api/ai/conversations/${id}/messages`,
      payload: { content: 'Which critical risks have no control?' },
    },
  ];
  const all = (id: string) => [
    { method: 'GET' as const, url: '/api/ai/conversations' },
    { method: 'POST' as const, url: '/api/ai/conversations', payload: { title: 'x' } },
    ...routes(id),
  ];

  beforeAll(async () => {
    mine = await newConversation(app, owner, 'Private thoughts');
    await ask(app, owner, mine.id, 'How many risks do we have?');
  });

  const snapshot = async () => {
    const db = (await testDatabase()).db;
    const detail = await ok(call(app, owner, 'GET', `/api/ai/conversations/${mine.id}`));
    return {
      title: detail.conversation.title,
      messages: detail.messages.length,
      audit: await auditCount(app, owner),
      usage: (await listAiUsage(db, owner.user.organizationId, { limit: 1 })).total,
      strangerUsage: (await listAiUsage(db, stranger.user.organizationId, { limit: 1 })).total,
    };
  };

  it('anonymous callers get 401 on every route', async () => {
    const before = await snapshot();
    for (const r of all(mine.id)) {
      const res = await call(app, null, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an auditor (no ai:use) gets 403 on every route', async () => {
    const before = await snapshot();
    for (const r of all(mine.id)) {
      const res = await call(app, auditor, r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().error.message).toBe('Insufficient permissions for this operation.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['another member of the same organisation', () => colleague],
    ['a member of another organisation', () => stranger],
  ])('%s gets 404 and sees none of it', async (_, who) => {
    const before = await snapshot();
    for (const r of routes(mine.id)) {
      const res = await call(app, who(), r.method, r.url, r.payload);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Conversation not found',
      });
    }
    const theirs = await ok(call(app, who(), 'GET', '/api/ai/conversations'));
    expect(theirs.items.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect(await snapshot()).toEqual(before);
  });

  it('the organisation-id header cannot reach another organisation', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/ai/conversations/${mine.id}`,
      headers: { cookie: stranger.cookie, 'organization-id': owner.user.organizationId },
    });
    expect(res.statusCode).toBe(403);
  });
});
