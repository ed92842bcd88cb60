import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN, testApp } from '../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../testing/factories.ts';
import { multipartBody, pdfBytes } from '../modules/evidence/multipart-body.ts';

let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
});

const EVIL = 'https://evil.example';
const risk = { title: 'Forged', likelihood: 3, impact: 3 };

// Spellings the router resolves to /api/risks but a prefix check on the raw URL would miss.
const RISK_SPELLINGS = ['/%61pi/risks', '/%61%70%69/risks', '/api/%72isks', '/%2561pi/risks'];

describe('cross-site protection runs on the matched route, whatever the spelling', () => {
  it.each(RISK_SPELLINGS)('refuses POST %s from another origin and writes nothing', async (url) => {
    const before = await auditCount(app, owner);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: owner.cookie, origin: EVIL },
      payload: risk,
    });
    // A spelling the router does not resolve is a 404, which writes nothing either.
    expect([403, 404]).toContain(res.statusCode);
    if (res.statusCode === 403) expect(res.json().error.code).toBe('CSRF_REJECTED');
    expect(await auditCount(app, owner)).toBe(before);
    const list = await app.inject({ url: '/api/risks', headers: { cookie: owner.cookie } });
    expect(list.json().data.total).toBe(0);
  });

  it('the encoded spelling does reach the route from our own origin (so the case is real)', async () => {
    const fresh = await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/risks',
      headers: { cookie: fresh.cookie, origin: TEST_ORIGIN },
      payload: risk,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a multipart evidence upload, an adoption and sign-out by an encoded path', async () => {
    const before = await auditCount(app, owner);
    const { payload, headers } = multipartBody([
      { name: 'title', value: 'Forged' },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/%61pi/evidence',
      payload,
      headers: { ...headers, cookie: owner.cookie, origin: EVIL },
    });
    expect(upload.statusCode).toBe(403);
    const adopt = await app.inject({
      method: 'POST',
      url: '/%61pi/frameworks/iso27001/recommended/adopt',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(adopt.statusCode).toBe(403);
    const signOut = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { cookie: owner.cookie, origin: EVIL },
    });
    expect(signOut.statusCode).toBe(403);
    expect(await auditCount(app, owner)).toBe(before);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(200);
  });
});
