// Issue 21 point 7: an organisation asks its members to sign in again after a number of hours.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { TEST_ORIGIN, testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg } from '../../testing/factories.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
});

const setPolicy = (cookie: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/organizations/current/security',
    headers: { cookie, origin: TEST_ORIGIN },
    payload,
  });

/** Moves every session of the person back in time, as if they had signed in `hours` ago. */
const signedInHoursAgo = (userId: string, hours: number) =>
  database.db
    .update(schema.sessions)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(schema.sessions.userId, userId));

describe('the session lifetime of an organisation', () => {
  it('asks a member to sign in again once it has passed since their sign-in', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'risk_manager');
    const risks = () => app.inject({ url: '/api/risks', headers: { cookie: member.cookie } });

    expect((await setPolicy(member.cookie, { sessionLifetimeHours: 8 })).statusCode).toBe(403);
    expect((await setPolicy(owner.cookie, { sessionLifetimeHours: 5 })).statusCode).toBe(400);
    expect((await setPolicy(owner.cookie, {})).statusCode).toBe(400);
    const set = await setPolicy(owner.cookie, { sessionLifetimeHours: 8 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ sessionLifetimeHours: 8, twoFactorRequired: false });

    await signedInHoursAgo(member.user.id, 7);
    expect((await risks()).statusCode).toBe(200);
    await signedInHoursAgo(member.user.id, 9);
    // The cached session is dropped when the policy changes; a later request reads the row.
    await setPolicy(owner.cookie, { sessionLifetimeHours: 24 });
    await setPolicy(owner.cookie, { sessionLifetimeHours: 8 });
    const refused = await risks();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toContain('sign in again');

    // Back to a session's own expiry: the same session works again.
    expect((await setPolicy(owner.cookie, { sessionLifetimeHours: null })).statusCode).toBe(200);
    expect((await risks()).statusCode).toBe(200);
    const audit = await app.inject({
      url: '/api/audit-events?entityType=organization&limit=20',
      headers: { cookie: owner.cookie },
    });
    expect(
      (audit.json().data.items as { action: string }[]).filter(
        (e) => e.action === 'organization.security_updated',
      ),
    ).toHaveLength(4);
  });
});
