import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp, TEST_ORIGIN } from '../../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../../testing/factories.ts';
import { createLink, HOUR, setup, open } from './share-link-test-kit.ts';
import { hashShareToken } from './share-link-token.ts';
import { call, fieldsOf, shareActivity } from './sharing-test-kit.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
});

describe('share links (§3 Share link, §5): making and managing them', () => {
  it('makes a link named Shared Link by default and tells its address once', async () => {
    const { owner, q } = await setup();
    const before = await auditCount(app, owner);
    const res = await call(app, owner, 'POST', `/api/questionnaires/${q.id}/links`, {
      name: '   ',
      type: 'comment',
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().data;
    expect(link).toMatchObject({
      name: 'Shared Link',
      type: 'comment',
      permissions: ['view', 'comment'],
      expiresAt: null,
      expired: false,
      passwordProtected: false,
      requiresSignIn: false,
      downloadAllowed: false,
      accessCount: 0,
      lastAccessedAt: null,
      isActive: true,
      createdBy: { id: owner.user.id, name: 'Olivia Owner' },
    });
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}/shared/[A-Za-z0-9_-]{43}$`));
    const token = link.url.split('/shared/')[1];
    // Only the token's hash is stored, and no later answer carries the token.
    const [row] = await database.raw<{ token_hash: string }>(
      'select token_hash from questionnaire_links where id = $1',
      [link.id],
    );
    expect(row?.token_hash).toBe(hashShareToken(token));
    expect(row?.token_hash).not.toContain(token);
    const list = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/links`);
    const { url: _url, ...listed } = link;
    expect(list.json().data).toEqual({ items: [listed], total: 1, nextCursor: null });
    expect(list.body).not.toContain(token);
    expect(await auditCount(app, owner)).toBe(before + 1);
    expect(await shareActivity(database, owner, q.id)).toEqual([
      'Olivia Owner created the comment link “Shared Link”',
    ]);
  });

  it('asks for a password only with protection on, stores it hashed, and refuses a past expiry', async () => {
    const { owner, q } = await setup();
    const url = `/api/questionnaires/${q.id}/links`;
    for (const password of [undefined, '', '   ']) {
      const res = await call(app, owner, 'POST', url, {
        type: 'view',
        passwordProtected: true,
        ...(password === undefined ? {} : { password }),
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['password']);
    }
    const past = await call(app, owner, 'POST', url, {
      type: 'view',
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(['expiresAt']);
    // A password typed with protection off is not asked for, so not kept.
    const unprotected = await call(app, owner, 'POST', url, { type: 'view', password: 'ignored' });
    expect(unprotected.json().data.passwordProtected).toBe(false);
    const locked = await call(app, owner, 'POST', url, {
      type: 'view',
      passwordProtected: true,
      password: 'open sesame',
    });
    expect(locked.json().data.passwordProtected).toBe(true);
    const [row] = await database.raw<{ password_hash: string }>(
      'select password_hash from questionnaire_links where id = $1',
      [locked.json().data.id],
    );
    expect(row?.password_hash).toBeTruthy();
    expect(row?.password_hash).not.toContain('open sesame');
    const both = (await call(app, owner, 'GET', url)).json().data;
    expect(both).toMatchObject({ total: 2, nextCursor: null });
    // Newest first, a page at a time.
    const newest = (await call(app, owner, 'GET', `${url}?limit=1`)).json().data;
    expect(newest.items.map((l: { id: string }) => l.id)).toEqual([locked.json().data.id]);
    const older = `${url}?limit=1&cursor=${encodeURIComponent(newest.nextCursor)}`;
    expect((await call(app, owner, 'GET', older)).json().data).toMatchObject({
      nextCursor: null,
      items: [{ id: unprotected.json().data.id }],
    });
  });

  it('is for people who may share: editors and viewers are refused, other organisations see nothing', async () => {
    const { owner, q } = await setup('organization');
    const editor = await buildMember(app, owner, 'member');
    const viewer = await buildMember(app, owner, 'auditor');
    const stranger = await buildOrg(app);
    const link = await createLink(owner, q.id, { type: 'view' });
    const url = `/api/questionnaires/${q.id}/links`;
    for (const who of [editor, viewer]) {
      expect((await call(app, who, 'GET', url)).statusCode).toBe(403);
      expect((await call(app, who, 'POST', url, { type: 'view' })).statusCode).toBe(403);
      const off = await call(app, who, 'PATCH', `${url}/${link.id}`, { isActive: false });
      expect(off.statusCode).toBe(403);
    }
    expect((await call(app, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(app, stranger, 'DELETE', `${url}/${link.id}`)).statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
  });
});
