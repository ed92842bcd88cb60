import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { buildMember, buildOrg } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('GET /api/audit-events', () => {
  it('owners, admins and auditors read it; risk managers and members may not', async () => {
    const owner = await buildOrg(app);
    const expectations = { admin: 200, auditor: 200, risk_manager: 403, member: 403 } as const;
    for (const [role, status] of Object.entries(expectations)) {
      const m = await buildMember(app, owner, role as keyof typeof expectations);
      const res = await app.inject({ url: '/api/audit-events', headers: { cookie: m.cookie } });
      expect(res.statusCode, role).toBe(status);
    }
  });

  it('records who, when, what, before and after', async () => {
    const owner = await buildOrg(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/organizations/current',
      headers: { cookie: owner.cookie, 'x-request-id': 'trace-42' },
      payload: { name: 'After' },
    });
    const res = await app.inject({
      url: '/api/audit-events?limit=1',
      headers: { cookie: owner.cookie },
    });
    expect(res.json().data.items[0]).toMatchObject({
      organizationId: owner.user.organizationId,
      actorId: owner.user.id,
      actorName: owner.user.name,
      action: 'organization.updated',
      entityType: 'organization',
      before: { name: 'Test Org' },
      after: { name: 'After' },
      requestId: 'trace-42',
    });
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const owner = await buildOrg(app);
    for (let i = 0; i < 5; i++) {
      await app.inject({
        method: 'PATCH',
        url: '/api/organizations/current',
        headers: { cookie: owner.cookie },
        payload: { name: `Name ${i}` },
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const res = await app.inject({
        url: `/api/audit-events?limit=2${q}`,
        headers: { cookie: owner.cookie },
      });
      const data = res.json().data;
      // Created, joined, signed in, and the five renames.
      expect(data.total).toBe(8);
      seen.push(...data.items.map((e: { id: string }) => e.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('lists sign-ins and refused sign-ins alone with kind=sign-ins', async () => {
    const owner = await buildOrg(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: 'not-the-password' },
    });
    const res = await app.inject({
      url: '/api/audit-events?kind=sign-ins&limit=10',
      headers: { cookie: owner.cookie },
    });
    const items = res.json().data.items as { action: string; after: { reason?: string } }[];
    expect(items.map((e) => e.action)).toEqual(['user.sign_in_failed', 'user.signed_in']);
    expect(items[0]!.after.reason).toBe('wrong password');
  });

  it("never shows another organisation's events", async () => {
    const a = await buildOrg(app);
    const b = await buildOrg(app);
    const res = await app.inject({
      url: '/api/audit-events?limit=200',
      headers: { cookie: a.cookie },
    });
    const orgs = new Set(
      res.json().data.items.map((e: { organizationId: string }) => e.organizationId),
    );
    expect([...orgs]).toEqual([a.user.organizationId]);
    const viaHeader = await app.inject({
      url: '/api/audit-events',
      headers: { cookie: a.cookie, 'organization-id': b.user.organizationId },
    });
    expect(viaHeader.statusCode).toBe(403);
  });

  it('has no route that changes or deletes an event, and the database refuses it too', async () => {
    const owner = await buildOrg(app);
    const list = await app.inject({ url: '/api/audit-events', headers: { cookie: owner.cookie } });
    const id = list.json().data.items[0].id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/audit-events/${id}`,
        headers: { cookie: owner.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    const { db } = await testDatabase();
    await expect(
      db.execute(sql`update audit_events set action = 'x' where id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where id = ${id}`)).rejects.toThrow();
  });
});
