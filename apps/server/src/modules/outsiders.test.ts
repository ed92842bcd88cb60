import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../testing/factories.ts';

/**
 * Every endpoint that needs a session, called by outsiders: anonymous (401), a member of
 * another organisation naming ours in the header (403), and a role without the permission.
 * Nothing changes in our organisation.
 */
type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  permission?: string;
};

const calls = (victim: SignedIn): Call[] => [
  { method: 'GET', url: '/api/users/me' },
  { method: 'PUT', url: '/api/users/me', payload: { name: 'Pwned' } },
  {
    method: 'PATCH',
    url: '/api/users/me',
    payload: { currentPassword: 'x', newPassword: 'yyyyyyyyyy' },
  },
  { method: 'GET', url: '/api/organizations/current' },
  {
    method: 'PATCH',
    url: '/api/organizations/current',
    payload: { name: 'Pwned' },
    permission: 'organization:manage',
  },
  { method: 'GET', url: '/api/organizations/current/members' },
  {
    method: 'PATCH',
    url: `/api/organizations/current/members/${victim.user.id}`,
    payload: { role: 'member' },
    permission: 'members:manage',
  },
  {
    method: 'DELETE',
    url: `/api/organizations/current/members/${victim.user.id}`,
    permission: 'members:manage',
  },
  { method: 'GET', url: '/api/organizations/current/invitations', permission: 'members:manage' },
  {
    method: 'POST',
    url: '/api/organizations/current/invitations',
    payload: { email: 'x@example.test', role: 'member' },
    permission: 'members:manage',
  },
  {
    method: 'DELETE',
    url: '/api/organizations/current/invitations/inv_missing',
    permission: 'members:manage',
  },
  { method: 'GET', url: '/api/audit-events', permission: 'audit:read' },
];

let app: FastifyInstance;
let victim: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  app = await testApp();
  victim = await buildOrg(app, { organizationName: 'Victim Org' });
  stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
});

describe('outsiders are refused and change nothing', () => {
  it('anonymous callers get 401', async () => {
    const before = await auditCount(app, victim);
    for (const c of calls(victim)) {
      const res = await app.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/invitations/accept',
          payload: { token: 't' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await auditCount(app, victim)).toBe(before);
  });

  it('a member of another organisation naming ours gets 403', async () => {
    const before = await auditCount(app, victim);
    for (const c of calls(victim)) {
      const res = await app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { cookie: stranger.cookie, 'organization-id': victim.user.organizationId },
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    expect(await auditCount(app, victim)).toBe(before);
  });

  it("another organisation's member ids are not found from their own organisation", async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/current/members/${victim.user.id}`,
      headers: { cookie: stranger.cookie },
      payload: { role: 'member' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a role without the permission gets 403', async () => {
    const auditor = await buildMember(app, victim, 'auditor');
    const member = await buildMember(app, victim, 'member');
    const before = await auditCount(app, victim);
    for (const c of calls(victim).filter((x) => x.permission)) {
      const who = c.permission === 'audit:read' ? member : auditor;
      const res = await app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().error.message).toBe('Insufficient permissions for this operation.');
    }
    expect(await auditCount(app, victim)).toBe(before);
  });
});
