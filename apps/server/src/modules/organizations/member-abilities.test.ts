import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Member, type Role } from '@rampart/contracts';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn, uniqueEmail } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const url = (userId = '') => `/api/organizations/current/members${userId ? `/${userId}` : ''}`;

const membersAs = async (who: SignedIn): Promise<Member[]> => {
  const res = await app.inject({ url: url(), headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
};

const setRole = (by: SignedIn, userId: string, role: Role) =>
  app.inject({
    method: 'PATCH',
    url: url(userId),
    headers: { cookie: by.cookie },
    payload: { role },
  });

/** An organisation with two owners and one person of every other role, seen by `actorRole`. */
const organisation = async (actorRole: Role) => {
  const owner = await buildOrg(app);
  const owner2 = await buildMember(app, owner, 'admin', 'Second Owner');
  expect((await setRole(owner, owner2.user.id, 'owner')).statusCode).toBe(200);
  const people = new Map<Role, SignedIn>([['owner', owner]]);
  for (const role of ROLES) {
    if (role !== 'owner') people.set(role, await buildMember(app, owner, role, `Person ${role}`));
  }
  const actor = people.get(actorRole)!;
  return { owner, owner2, actor };
};

describe('member abilities', () => {
  it('an admin may change a member but not an owner; an auditor may do nothing to others', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const auditor = await buildMember(app, owner, 'auditor');
    const member = await buildMember(app, owner, 'member');
    const byId = (rows: Member[], id: string) => rows.find((m) => m.userId === id)!.abilities;

    const seenByAdmin = await membersAs(admin);
    expect(byId(seenByAdmin, owner.user.id)).toEqual({
      changeRole: false,
      remove: false,
      assignableRoles: [],
      resetTwoFactor: false,
      signOut: false,
    });
    expect(byId(seenByAdmin, member.user.id)).toEqual({
      changeRole: true,
      remove: true,
      assignableRoles: ['admin', 'risk_manager', 'auditor'],
      resetTwoFactor: false,
      signOut: true,
    });

    for (const row of await membersAs(auditor)) {
      // Leaving is the one thing anybody may do, and only to their own membership.
      expect(row.abilities).toEqual({
        changeRole: false,
        remove: row.userId === auditor.user.id,
        assignableRoles: [],
        resetTwoFactor: false,
        signOut: false,
      });
    }

    // The sole owner can neither step down nor leave.
    expect(byId(await membersAs(owner), owner.user.id)).toMatchObject({
      changeRole: false,
      remove: false,
    });
    // The organisation says who may rename it and invite, and as which roles.
    const organizationAs = async (who: SignedIn) =>
      (
        await app.inject({ url: '/api/organizations/current', headers: { cookie: who.cookie } })
      ).json().data.abilities;
    expect(await organizationAs(admin)).toEqual({
      update: true,
      delete: false,
      export: false,
      invite: true,
      invitableRoles: ['admin', 'risk_manager', 'auditor', 'member'],
    });
    expect(await organizationAs(auditor)).toEqual({
      update: false,
      delete: false,
      export: false,
      invite: false,
      invitableRoles: [],
    });

    // The answer to a role change carries the abilities too.
    const changed = await setRole(admin, member.user.id, 'auditor');
    expect(changed.json().data.abilities).toMatchObject({ changeRole: true, remove: true });
  });

  it('an invitation may be revoked while it is pending, by whoever may manage members', async () => {
    const owner = await buildOrg(app);
    const admin = await buildMember(app, owner, 'admin');
    const invite = await app.inject({
      method: 'POST',
      url: '/api/organizations/current/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: uniqueEmail(), role: 'member' },
    });
    const { id, abilities } = invite.json().data;
    expect(abilities).toEqual({ revoke: true });
    const listed = await app.inject({
      url: '/api/organizations/current/invitations',
      headers: { cookie: admin.cookie },
    });
    const row = listed.json().data.items.find((i: { id: string }) => i.id === id);
    expect(row.abilities).toEqual({ revoke: true });
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/invitations/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(revoked.json().data).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/organizations/current/invitations/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(again.statusCode).toBe(409);
  });

  // Every role as the actor, every row, every role it could be given: the use case accepts
  // exactly the changes and removals the row's abilities announce.
  it.each(ROLES)('the use cases refuse exactly where a(n) %s lacks the ability', async (role) => {
    const { owner, owner2, actor } = await organisation(role);
    const before = await membersAs(actor);
    expect(before).toHaveLength(6);

    for (const row of before) {
      // Someone other than the row's person puts the old role back after an accepted change.
      const reverter = row.userId === owner.user.id ? owner2 : owner;
      for (const target of ROLES.filter((r) => r !== row.role)) {
        const res = await setRole(actor, row.userId, target);
        const allowed = row.abilities.assignableRoles.includes(target);
        expect(res.statusCode, `${row.role} to ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
        if (allowed) expect((await setRole(reverter, row.userId, row.role)).statusCode).toBe(200);
      }
    }

    // Removals, the actor's own (leaving) last; abilities are read again before each one,
    // since a removed owner changes what the last-owner rule allows.
    const order = [...before].sort(
      (a, b) => Number(a.userId === actor.user.id) - Number(b.userId === actor.user.id),
    );
    for (const { userId } of order) {
      const row = (await membersAs(actor)).find((m) => m.userId === userId)!;
      const res = await app.inject({
        method: 'DELETE',
        url: url(userId),
        headers: { cookie: actor.cookie },
      });
      expect(res.statusCode, `removing a(n) ${row.role}: ${res.body}`).toBe(
        row.abilities.remove ? 200 : row.role === 'owner' && userId === actor.user.id ? 409 : 403,
      );
    }
  });
});
