import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN, sessionCookie, testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, PASSWORD, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another session of the same person, from another device and address. */
const signInFrom = async (person: SignedIn, userAgent: string, address: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent },
    payload: { email: person.email, password: PASSWORD },
    remoteAddress: address,
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
};

const sessionsOf = async (cookie: string) => {
  const res = await app.inject({ url: '/api/account/sessions', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as {
    id: string;
    device: string;
    address: string | null;
    current: boolean;
  }[];
};

const me = (cookie: string) => app.inject({ url: '/api/users/me', headers: { cookie } });
const send = (method: 'POST' | 'DELETE', url: string, cookie: string) =>
  app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN } });

describe('a person’s sessions', () => {
  it('lists each device and address, this one first, and ends one or all the others', async () => {
    const person = await buildOrg(app);
    const laptop = await signInFrom(person, CHROME_MAC, '198.51.100.7');
    const phone = await signInFrom(person, SAFARI_IPHONE, '198.51.100.8');
    const seen = await sessionsOf(laptop);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({
      current: true,
      device: 'Chrome on macOS',
      address: '198.51.100.7',
    });
    expect(seen.find((s) => s.device === 'Safari on iOS')).toMatchObject({
      current: false,
      address: '198.51.100.8',
    });
    // A page at a time, this one still first.
    const page = await app.inject({
      url: '/api/account/sessions?limit=2',
      headers: { cookie: laptop },
    });
    expect(page.json().data).toMatchObject({ total: 3, items: [{ current: true }, {}] });
    const rest = await app.inject({
      url: `/api/account/sessions?limit=2&cursor=${page.json().data.nextCursor}`,
      headers: { cookie: laptop },
    });
    expect(rest.json().data).toMatchObject({ total: 3, nextCursor: null, items: [{}] });
    expect(
      [...page.json().data.items, ...rest.json().data.items].map((s: { id: string }) => s.id),
    ).toEqual(seen.map((s) => s.id));

    // Ending the phone's session refuses its cookie at once.
    const phoneId = seen.find((s) => s.device === 'Safari on iOS')!.id;
    expect((await send('DELETE', `/api/account/sessions/${phoneId}`, laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/account/sessions/${phoneId}`, laptop)).statusCode).toBe(404);

    // All the others: only this one is left.
    expect((await send('POST', '/api/account/sessions/end-others', laptop)).statusCode).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(1);
    const audit = await app.inject({
      url: '/api/audit-events?entityType=user&limit=50',
      headers: { cookie: laptop },
    });
    const actions = (audit.json().data.items as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.session_ended', 'user.other_sessions_ended']),
    );
  });

  it('cannot end, or see, another person’s session', async () => {
    const a = await buildOrg(app);
    const b = await buildOrg(app);
    const [theirs] = await sessionsOf(b.cookie);
    expect((await send('DELETE', `/api/account/sessions/${theirs!.id}`, a.cookie)).statusCode).toBe(
      404,
    );
    expect((await me(b.cookie)).statusCode).toBe(200);
    expect((await sessionsOf(a.cookie)).map((s) => s.id)).not.toContain(theirs!.id);
  });
});

describe('signing a member out everywhere', () => {
  it('ends every session of the member; admins may not do it to owners, members to anyone', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const member = await buildMember(app, owner, 'member');
    const url = (id: string) => `/api/organizations/current/members/${id}/sign-out`;
    expect((await send('POST', url(owner.user.id), member.cookie)).statusCode).toBe(403);
    expect((await send('POST', url(owner.user.id), admin.cookie)).statusCode).toBe(403);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await send('POST', url(admin.user.id), admin.cookie)).statusCode).toBe(409);

    const res = await send('POST', url(member.user.id), admin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
    // They may sign in again: signing out is not removing.
    await signInFrom(member, CHROME_MAC, '198.51.100.9');
  });
});
