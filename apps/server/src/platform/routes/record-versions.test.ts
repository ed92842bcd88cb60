// ETag and If-Match (issue 23 point 4): two people editing one risk do not silently overwrite
// each other. A read gives the record's version; a write naming an older one answers 412 and
// changes nothing; the same holds for a script's token; a read naming the current version is 304.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { cookie: owner.cookie, ...headers } });

describe('record versions', () => {
  it('answers 412 to a write naming a version someone else replaced, and keeps theirs', async () => {
    const risk = (
      await call('POST', '/api/risks', { title: 'Shared', likelihood: 2, impact: 2 })
    ).json().data;
    const read = await call('GET', `/api/risks/${risk.id}`);
    const tag = String(read.headers.etag);
    expect(tag).toBe(`"${risk.updatedAt}"`);
    // Alice saves first, naming the version she read: accepted, with the new version.
    const alice = await call(
      'PATCH',
      `/api/risks/${risk.id}`,
      { title: 'Alice' },
      { 'if-match': tag },
    );
    expect(alice.statusCode, alice.body).toBe(200);
    const newer = String((await call('GET', `/api/risks/${risk.id}`)).headers.etag);
    expect(newer).toBe(`"${alice.json().data.updatedAt}"`);
    expect(newer).not.toBe(tag);
    // Bob read the same version: his save is refused, and Alice's title stays.
    const bob = await call('PATCH', `/api/risks/${risk.id}`, { title: 'Bob' }, { 'if-match': tag });
    expect(bob.statusCode).toBe(412);
    expect(bob.json().error).toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect(bob.json().error.message).toMatch(/changed this record since you read it/);
    expect((await call('GET', `/api/risks/${risk.id}`)).json().data.title).toBe('Alice');
    const stale = await call('DELETE', `/api/risks/${risk.id}`, undefined, { 'if-match': tag });
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', `/api/risks/${risk.id}`)).statusCode).toBe(200);
    // A weak tag never matches If-Match (strong comparison, RFC 9110).
    const weak = await call(
      'PATCH',
      `/api/risks/${risk.id}`,
      { title: 'Weak' },
      { 'if-match': `W/${newer}` },
    );
    expect(weak.statusCode).toBe(412);
    // Without If-Match nothing changes for callers that do not ask.
    expect((await call('PATCH', `/api/risks/${risk.id}`, { title: 'Anyone' })).statusCode).toBe(
      200,
    );
    // An address with no read to compare with refuses a named version; `*` passes to the route.
    const noRead = (ifMatch: string) =>
      call('DELETE', '/api/account/connected-apps/oag_unknown', undefined, { 'if-match': ifMatch });
    expect((await noRead(newer)).statusCode).toBe(412);
    expect((await noRead('*')).statusCode).toBe(404);
  });

  it('answers 304 to a read naming the current version, and checks a token’s writes too', async () => {
    const risk = (
      await call('POST', '/api/risks', { title: 'Cached', likelihood: 1, impact: 1 })
    ).json().data;
    const first = await call('GET', `/api/risks/${risk.id}`);
    const again = await call('GET', `/api/risks/${risk.id}`, undefined, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const made = await call('POST', '/api/account/api-tokens', {
      name: 'versions script',
      scopes: ['risks:read', 'risks:write'],
      expiresInDays: 7,
    });
    const bearer = { authorization: `Bearer ${made.json().data.token}` };
    const byToken = (
      method: 'GET' | 'PATCH',
      payload?: object,
      extra: Record<string, string> = {},
    ) =>
      app.inject({
        method,
        url: `/api/risks/${risk.id}`,
        payload,
        headers: { ...bearer, ...extra },
      });
    const tag = String((await byToken('GET')).headers.etag);
    await call('PATCH', `/api/risks/${risk.id}`, { title: 'Changed in the app' });
    const refused = await byToken('PATCH', { title: 'Script' }, { 'if-match': tag });
    expect(refused.statusCode).toBe(412);
    const fresh = String((await byToken('GET')).headers.etag);
    expect((await byToken('PATCH', { title: 'Script' }, { 'if-match': fresh })).statusCode).toBe(
      200,
    );
    expect((await byToken('PATCH', { title: 'Any' }, { 'if-match': '*' })).statusCode).toBe(200);
  });
});
