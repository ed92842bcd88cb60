import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { newId } from './ids.ts';
import { recordAudit } from './repositories/audit.ts';
import { insertOrganization } from './repositories/organizations.ts';
import { TEST_ENGINE, testDatabase } from './testing/index.ts';

const rows = async <T>(p: Promise<unknown>) => ((await p) as { rows: T[] }).rows;

describe(`database on ${TEST_ENGINE}`, () => {
  it('migrates to the newest version, and migrating again changes nothing', async () => {
    const database = await testDatabase();
    const version = await database.migrationVersion();
    expect(version).toMatch(/^\d{4}_/);
    await database.migrate();
    expect(await database.migrationVersion()).toBe(version);
    expect(await database.ping()).toBe(true);
  });

  it('names the job table and everything on it for all jobs (migration 0015)', async () => {
    const { db } = await testDatabase();
    const names = await rows<{ name: string }>(
      db.execute(sql`
        select relname as name from pg_class where relname like '%ai\_jobs%'
        union all select conname from pg_constraint where conname like '%ai\_jobs%'`),
    );
    expect(names).toEqual([]);
    const kept = await rows<{ name: string }>(
      db.execute(sql`
        select conname as name from pg_constraint
        where (conrelid = 'jobs'::regclass or confrelid = 'jobs'::regclass)
          and contype in ('p', 'f')
        order by 1`),
    );
    expect(kept.map((r) => r.name)).toEqual([
      'jobs_created_by_users_id_fk',
      'jobs_organization_id_organizations_id_fk',
      'jobs_pkey',
      'vendor_snapshots_job_id_jobs_id_fk',
    ]);
  });

  it('rolls a failed transaction back whole', async () => {
    const { db } = await testDatabase();
    const id = newId('org');
    await expect(
      db.transaction(async (tx) => {
        await insertOrganization(tx, { id, name: 'Half' });
        await recordAudit(tx, {
          organizationId: 'org_does_not_exist',
          actorId: null,
          action: 'organization.created',
          entityType: 'x',
          entityId: 'x',
        });
      }),
    ).rejects.toThrow();
    const found = await rows<{ n: number }>(
      db.execute(sql`select count(*)::int as n from organizations where id = ${id}`),
    );
    expect(found[0]?.n).toBe(0);
  });

  it('keeps audit events append-only', async () => {
    const { db } = await testDatabase();
    const org = await insertOrganization(db, { id: newId('org'), name: 'Audit' });
    await recordAudit(db, {
      organizationId: org.id,
      actorId: null,
      action: 'organization.created',
      entityType: 'e',
      entityId: '1',
    });
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'no error',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await reason(
        db.execute(sql`update audit_events set action = 'b' where organization_id = ${org.id}`),
      ),
    ).toMatch(/append-only/);
    expect(
      await reason(db.execute(sql`delete from audit_events where organization_id = ${org.id}`)),
    ).toMatch(/append-only/);
  });
});

describe.skipIf(TEST_ENGINE !== 'pglite')('embedded database after kill -9', () => {
  it('opens again with no half-written record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rampart-crash-'));
    const writer = fileURLToPath(new URL('./testing/crash-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
    });
    await new Promise((r) => setTimeout(r, 400)); // let it be mid-write
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ dataDir: dir });
    try {
      await database.migrate();
      const [counts] = await rows<{ orgs: number; partial: number }>(
        database.db.execute(sql`
          select count(*)::int as orgs,
                 count(*) filter (where (select count(*) from audit_events a where a.organization_id = o.id) <> 3)::int as partial
          from organizations o where o.name like 'Crash %'`),
      );
      expect(counts?.orgs).toBeGreaterThanOrEqual(20);
      expect(counts?.partial).toBe(0);
      await insertOrganization(database.db, { id: newId('org'), name: 'After crash' });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
