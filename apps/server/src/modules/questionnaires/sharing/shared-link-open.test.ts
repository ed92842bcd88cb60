import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp, testConfig } from '../../../testing/app.ts';
import { buildOrg, uniqueIp } from '../../../testing/factories.ts';
import { readShareGrant, signShareGrant, verifyShareGrant } from './share-grant.ts';
import {
  createLink,
  expireLink,
  HOUR,
  info,
  open,
  readWith,
  setup,
} from './share-link-test-kit.ts';
import { call, fieldsOf, shareActivity } from './sharing-test-kit.ts';

let app: FastifyInstance;
let database: Database;
const config = testConfig();
beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
});

describe('opening a share link (§5, shareLinkAccess)', () => {
  it('opens with the right password only, counts each opening, and serves the questionnaire to the pass', async () => {
    const { owner, q } = await setup();
    const link = await createLink(owner, q.id, {
      name: 'Vendor review',
      type: 'edit',
      passwordProtected: true,
      password: 'correct horse',
      downloadAllowed: true,
    });
    const shown = await info(link.token);
    expect(shown.json().data).toEqual({
      name: 'Vendor review',
      type: 'edit',
      passwordProtected: true,
      requiresSignIn: false,
      state: 'active',
    });
    // Nothing about the questionnaire before the password.
    expect(shown.body).not.toContain('Supplier security review');
    const none = await open(link.token);
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: [{ field: 'password', message: 'Enter the password for this link' }],
    });
    expect(none.body).not.toContain('Supplier security review');
    const wrong = await open(link.token, 'wrong horse');
    expect(wrong.statusCode).toBe(403);
    expect(fieldsOf(wrong)).toEqual(['password']);
    expect(wrong.json().error.message).toBe('That password is not right');

    const opened = await open(link.token, 'correct horse');
    expect(opened.statusCode).toBe(200);
    const pass = opened.json().data;
    expect(pass).toMatchObject({
      type: 'edit',
      permissions: ['view', 'comment', 'edit'],
      abilities: { view: true, editQuestions: true, comment: true, share: false, download: true },
      questionnaire: { id: q.id, title: 'Supplier security review', status: 'draft' },
    });
    expect(pass.questionnaire.structure).toEqual(q.structure);
    const ttl = Date.parse(pass.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(11.9 * HOUR);
    expect(ttl).toBeLessThanOrEqual(12 * HOUR);

    const links = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/links`);
    expect(links.json().data.items[0].accessCount).toBe(1);
    expect(Date.now() - Date.parse(links.json().data.items[0].lastAccessedAt)).toBeLessThan(60_000);
    await open(link.token, 'correct horse');
    const again = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/links`);
    expect(again.json().data.items[0].accessCount).toBe(2);

    const read = await readWith(link.token, pass.grant);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.questionnaire.title).toBe('Supplier security review');
    expect(read.json().data.abilities.editQuestions).toBe(true);
    // Without the pass, with a forged one, or with another link's pass: refused.
    expect((await readWith(link.token)).statusCode).toBe(403);
    const [v, body, sig = ''] = pass.grant.split('.');
    const forged = `${v}.${body}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await readWith(link.token, forged)).statusCode).toBe(403);
    const other = await createLink(owner, q.id, { type: 'view' });
    const otherPass = (await open(other.token)).json().data.grant;
    expect((await readWith(link.token, otherPass)).statusCode).toBe(403);
    // Unknown tokens are not found, on every public route.
    expect((await info('no-such-token')).statusCode).toBe(404);
    expect((await open('no-such-token')).statusCode).toBe(404);
    expect((await readWith('no-such-token', pass.grant)).statusCode).toBe(404);
  });

  it('throttles wrong passwords per link and address', async () => {
    const { owner, q } = await setup();
    const link = await createLink(owner, q.id, {
      type: 'view',
      passwordProtected: true,
      password: 'the right one',
    });
    const ip = uniqueIp();
    for (let i = 0; i < config.signIn.maxFailures; i++) {
      expect((await open(link.token, `guess ${i}`, { ip })).statusCode).toBe(403);
    }
    const locked = await open(link.token, 'the right one', { ip });
    expect(locked.statusCode).toBe(429);
    expect(fieldsOf(locked)).toEqual(['password']);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another address is not held to this one's guesses.
    expect((await open(link.token, 'the right one', { ip: uniqueIp() })).statusCode).toBe(200);
    const links = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/links`);
    expect(links.json().data.items[0].accessCount).toBe(1);
  });

  it('an expired link is gone, and so is every pass it gave', async () => {
    const { owner, q } = await setup();
    const expiresAt = new Date(Date.now() + HOUR);
    const link = await createLink(owner, q.id, {
      type: 'view',
      expiresAt: expiresAt.toISOString(),
    });
    const opened = await open(link.token);
    // The pass ends with the link when the link ends first.
    expect(opened.json().data.expiresAt).toBe(expiresAt.toISOString());
    await expireLink(link.id);
    const gone = await open(link.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatchObject({ code: 'GONE', message: 'This link has expired' });
    expect((await info(link.token)).json().data.state).toBe('expired');
    expect((await readWith(link.token, opened.json().data.grant)).statusCode).toBe(410);
    expect(await verifyShareGrant(config, database.db, opened.json().data.grant)).toBeNull();
    const listed = await call(app, owner, 'GET', `/api/questionnaires/${q.id}/links`);
    expect(listed.json().data.items[0]).toMatchObject({ expired: true, accessCount: 1 });
  });

  it('a link turned off opens for nobody, whatever its password, until turned on again', async () => {
    const { owner, q } = await setup();
    const link = await createLink(owner, q.id, {
      type: 'comment',
      passwordProtected: true,
      password: 'pw',
    });
    const pass = (await open(link.token, 'pw')).json().data.grant;
    expect(await verifyShareGrant(config, database.db, pass)).toMatchObject({
      linkId: link.id,
      questionnaireId: q.id,
      role: 'commenter',
    });
    const url = `/api/questionnaires/${q.id}/links/${link.id}`;
    const off = await call(app, owner, 'PATCH', url, { isActive: false, name: 'Paused' });
    expect(off.json().data).toMatchObject({ isActive: false, name: 'Paused' });
    for (const password of [undefined, 'wrong', 'pw']) {
      const res = await open(link.token, password);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe('This link has been turned off');
    }
    expect((await info(link.token)).json().data.state).toBe('inactive');
    expect((await readWith(link.token, pass)).statusCode).toBe(410);
    expect(await verifyShareGrant(config, database.db, pass)).toBeNull();
    await call(app, owner, 'PATCH', url, { isActive: true });
    expect((await readWith(link.token, pass)).statusCode).toBe(200);
    expect((await open(link.token, 'pw')).statusCode).toBe(200);
    expect((await shareActivity(database, owner, q.id)).slice(0, 2)).toEqual([
      'Olivia Owner turned on the link “Paused”',
      'Olivia Owner turned off the link “Paused”',
    ]);
    expect((await call(app, owner, 'DELETE', url)).json().data).toEqual({ deleted: [link.id] });
    expect((await open(link.token, 'pw')).statusCode).toBe(404);
    expect(await verifyShareGrant(config, database.db, pass)).toBeNull();
  });

  it('a link asking for sign-in opens for a signed-in person only, in their name', async () => {
    const { owner, q } = await setup();
    const link = await createLink(owner, q.id, { type: 'view', requiresSignIn: true });
    const anonymous = await open(link.token);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to open this link',
    });
    // Any Rampart account will do: links reach people outside the organisation.
    const outsider = await buildOrg(app, { name: 'Vera Vendor' });
    const opened = await open(link.token, undefined, { cookie: outsider.cookie });
    expect(opened.statusCode).toBe(200);
    const claims = readShareGrant(config, opened.json().data.grant);
    expect(claims).toMatchObject({ userId: outsider.user.id, name: 'Vera Vendor', type: 'view' });
    // Their own organisation's questionnaire list is untouched by it.
    const theirs = await call(app, outsider, 'GET', '/api/questionnaires');
    expect(theirs.json().data.total).toBe(0);
  });
});

describe('share grants', () => {
  const claims = {
    linkId: 'qlink_1',
    questionnaireId: 'q_1',
    organizationId: 'org_1',
    type: 'view' as const,
    expiresAt: Date.now() + HOUR,
    userId: null,
    name: 'Guest',
  };

  it('reads back what it signed, until it ends', () => {
    const grant = signShareGrant(config, claims);
    expect(readShareGrant(config, grant)).toEqual(claims);
    expect(readShareGrant(config, grant, new Date(claims.expiresAt))).toBeNull();
    expect(readShareGrant(config, grant, new Date(claims.expiresAt - 1))).toEqual(claims);
  });

  it('refuses anything changed, and another secret’s grants', () => {
    const grant = signShareGrant(config, claims);
    const [v, body, sig] = grant.split('.');
    const widened = Buffer.from(JSON.stringify({ ...claims, type: 'edit' })).toString('base64url');
    expect(readShareGrant(config, `${v}.${widened}.${sig}`)).toBeNull();
    expect(readShareGrant(config, `${v}.${body}.${sig}x`)).toBeNull();
    expect(readShareGrant(config, `${v}.${body}`)).toBeNull();
    expect(readShareGrant(config, 'garbage')).toBeNull();
    const other = { authSecret: 'another-secret-another-secret-another-secret' };
    expect(readShareGrant(other, grant)).toBeNull();
  });
});
