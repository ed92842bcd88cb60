import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sessionCookie, testApp } from '../../testing/app.ts';
import {
  auditCount,
  buildMember,
  buildOrg,
  PASSWORD,
  uniqueEmail,
} from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const members = async (cookie: string) =>
  (await app.inject({ url: '/api/organizations/current/members', headers: { cookie } })).json().data
    .items as { userId: string; role: string }[];

describe('invitations', () => {
  it('an owner invites by email; without a mail server the answer carries the link once', async () => {
    const owner = await buildOrg(app);
    const email = uniqueEmail('invitee');
    const res = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: owner.cookie },
      payload: { email, role: 'auditor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, role: 'auditor', status: 'pending' });
    expect(res.json().data.acceptUrl).toMatch(/\/invitations\//);
    const list = await app.inject({
      url: '/api/organizations/current/invitations',
      headers: { cookie: owner.cookie },
    });
    expect(list.json().data.items[0].acceptUrl).toBeNull();
  });

  it('the invitee joins with the role offered; the link works once', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    expect(auditor.user).toMatchObject({
      role: 'auditor',
      organizationId: owner.user.organizationId,
    });
    expect(auditor.user.permissions).toContain('audit:read');
    expect(auditor.user.permissions).not.toContain('risks:write');
    expect((await members(owner.cookie)).map((m) => m.role).sort()).toEqual(['auditor', 'owner']);
  });

  it('an existing user accepts while signed in, only for the email invited', async () => {
    const owner = await buildOrg(app, { organizationName: 'Inviting Org' });
    const other = await buildOrg(app, { organizationName: 'Home Org' });
    const invite = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: other.email, role: 'risk_manager' },
    });
    const token = decodeURIComponent(invite.json().data.acceptUrl.split('/invitations/')[1]);
    const preview = await app.inject({ url: `/api/invitations/${encodeURIComponent(token)}` });
    expect(preview.json().data).toMatchObject({ organizationName: 'Inviting Org' });
    // Whether the invited address has an account is not said: anyone can invite any address.
    expect(preview.json().data).not.toHaveProperty('accountExists');

    const stranger = await buildOrg(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { cookie: stranger.cookie },
      payload: { token },
    });
    expect(wrong.statusCode).toBe(403);

    const res = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { cookie: other.cookie },
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.organizations.map((o: { name: string }) => o.name)
        .sort(),
    ).toEqual(['Home Org', 'Inviting Org']);
    // The organization-id header now selects either organisation.
    const inInviting = await app.inject({
      url: '/api/users/me',
      headers: { cookie: other.cookie, 'organization-id': owner.user.organizationId },
    });
    expect(inInviting.json().data.role).toBe('risk_manager');
  });

  it('a revoked invitation cannot be used', async () => {
    const owner = await buildOrg(app);
    const email = uniqueEmail();
    const invite = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: owner.cookie },
      payload: { email, role: 'member' },
    });
    const { id, acceptUrl } = invite.json().data;
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/invitations/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoke.json().data.status).toBe('revoked');
    const token = decodeURIComponent(acceptUrl.split('/invitations/')[1]);
    const join = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, name: 'Late', invitationToken: token },
    });
    expect(join.statusCode).toBe(400);
    expect(join.json().error.details[0].field).toBe('token');
  });

  it('refuses an invitation from a role without members:manage, changing nothing', async () => {
    const owner = await buildOrg(app);
    for (const role of ['risk_manager', 'auditor', 'member'] as const) {
      const m = await buildMember(app, owner, role);
      const before = await auditCount(app, owner);
      const res = await app.inject({
        method: 'POST',
        url: '/api/organizations/current/invitations',
        headers: { cookie: m.cookie },
        payload: { email: uniqueEmail(), role: 'member' },
      });
      expect(res.statusCode).toBe(403);
      expect(await auditCount(app, owner)).toBe(before);
    }
  });

  it('an admin cannot invite an owner', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const res = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: admin.cookie },
      payload: { email: uniqueEmail(), role: 'owner' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('an owner changes a role; the change is audited and takes effect', async () => {
    const owner = await buildOrg(app);
    const m = await buildMember(app, owner, 'member');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/current/members/${m.user.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'risk_manager' },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: m.cookie } });
    expect(me.json().data.permissions).toContain('risks:write');
    const audit = await app.inject({
      url: `/api/audit-events?entityType=member&entityId=${m.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'member.role_changed',
      before: { role: 'member' },
      after: { role: 'risk_manager' },
    });
  });

  it('keeps the last owner: demoting or removing them is refused', async () => {
    const owner = await buildOrg(app);
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/current/members/${owner.user.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'admin' },
    });
    expect(demote.statusCode).toBe(409);
    const leave = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/members/${owner.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(leave.statusCode).toBe(409);
  });

  it('an admin cannot change an owner; a member cannot change anyone', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const member = await buildMember(app, owner, 'member');
    const byAdmin = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/current/members/${owner.user.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'member' },
    });
    expect(byAdmin.statusCode).toBe(403);
    const byMember = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/members/${admin.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await members(owner.cookie)).length).toBe(3);
  });

  it('removing a member ends their access to the organisation', async () => {
    const owner = await buildOrg(app);
    const m = await buildMember(app, owner, 'member');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/members/${m.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({
      url: '/api/users/me',
      headers: { cookie: m.cookie, 'organization-id': owner.user.organizationId },
    });
    expect(me.statusCode).toBe(403);
  });
});

describe('organisation', () => {
  it('an owner renames it; an auditor may not', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/organizations/current',
      headers: { cookie: auditor.cookie },
      payload: { name: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/organizations/current',
      headers: { cookie: owner.cookie },
      payload: { name: 'Renamed Org' },
    });
    expect(res.json().data).toMatchObject({ name: 'Renamed Org', memberCount: 2 });
  });

  it('a session from sign-in lands in the default organisation', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: PASSWORD },
    });
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().data.organizationId).toBe(owner.user.organizationId);
  });
});

describe('lists', () => {
  const read = async (cookie: string, url: string) => {
    const res = await app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      items: { userId?: string; email: string; abilities: { remove?: boolean } }[];
      total: number;
      nextCursor: string | null;
    };
  };

  it('members come a page at a time, the last-owner rule counting the whole organisation', async () => {
    const owner = await buildOrg(app);
    const second = await buildMember(app, owner, 'admin');
    const third = await buildMember(app, owner, 'member');
    const promoted = await app.inject({
      method: 'PATCH',
      url: `/api/organizations/current/members/${second.user.id}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'owner' },
    });
    expect(promoted.statusCode).toBe(200);

    const base = '/api/organizations/current/members';
    const first = await read(owner.cookie, `${base}?limit=1`);
    expect(first.total).toBe(3);
    expect(first.items.map((m) => m.userId)).toEqual([owner.user.id]);
    // Alone on the page, but not the only owner: the first owner may leave.
    expect(first.items[0]!.abilities.remove).toBe(true);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await read(owner.cookie, `${base}?limit=1&cursor=${cursor}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((m) => m.userId)).toEqual([owner.user.id, second.user.id, third.user.id]);

    const bad = await app.inject({ url: `${base}?limit=0`, headers: { cookie: owner.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
  });

  it('pending invitations come a page at a time', async () => {
    const owner = await buildOrg(app);
    const emails = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    for (const email of emails) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/organizations/current/invitations',
        headers: { cookie: owner.cookie },
        payload: { email, role: 'member' },
      });
      expect(res.statusCode).toBe(200);
    }
    const base = '/api/organizations/current/invitations';
    const first = await read(owner.cookie, `${base}?limit=2`);
    expect(first.total).toBe(3);
    const rest = await read(owner.cookie, `${base}?limit=2&cursor=${first.nextCursor}`);
    expect(rest.nextCursor).toBeNull();
    expect([...first.items, ...rest.items].map((i) => i.email).sort()).toEqual([...emails].sort());
  });
});
