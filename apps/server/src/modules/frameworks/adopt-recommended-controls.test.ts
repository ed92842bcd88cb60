import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const get = (who: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/**
 * Makes every control insert of one organisation fail inside the database, so the adoption
 * fails half-way through its use case the way a real write error would. Other organisations
 * (and other tests on the same database) are not affected.
 */
const failControlInserts = async (organizationId: string) => {
  const { db } = await testDatabase();
  const name = `fail_adopt_${organizationId.replace(/[^a-zA-Z0-9]/g, '_')}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.organization_id = '${organizationId}' then
          raise exception 'adoption refused for the test';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before insert on controls for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists ${name} on controls`));
    await db.execute(sql.raw(`drop function if exists ${name}()`));
  };
};

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

describe('adopting a framework’s recommended controls', () => {
  it('tracks the framework and adopts in one transaction', async () => {
    const owner = await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/frameworks/ISO27001/recommended/adopt',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created.length).toBeGreaterThan(0);
    const framework = await get(owner, '/api/frameworks/ISO27001');
    expect(framework.json().data.framework.selected).toBe(true);
  });

  it('leaves the framework untracked and nothing written when the adoption fails', async () => {
    const owner = await buildOrg(app);
    const auditBefore = await auditCount(app, owner);
    cleanup = await failControlInserts(owner.user.organizationId);

    const res = await app.inject({
      method: 'POST',
      url: '/api/frameworks/ISO27001/recommended/adopt',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(500);

    const framework = await get(owner, '/api/frameworks/ISO27001');
    expect(framework.statusCode).toBe(200);
    expect(framework.json().data.framework).toMatchObject({ selected: false });
    const controls = await get(owner, '/api/controls?limit=1');
    expect(controls.json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(auditBefore);
  });
});
