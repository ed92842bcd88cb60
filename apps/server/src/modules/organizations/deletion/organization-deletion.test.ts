import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { createFileStorage } from '../../../platform/files/create-file-storage.ts';
import { TEST_ORIGIN, testConfig } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { multipartBody, pdfBytes } from '../../evidence/multipart-body.ts';
import { purgeOrganizations } from './purge-organizations.ts';

// Deleting an organisation (issue 25 point 3): an owner types its name, it is restorable for 30
// days, then every row of it in every table and every stored file of it is gone.

let dataDir: string;
let database: Database;
let app: FastifyInstance;
const config = () => testConfig({ DATA_DIR: dataDir });
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rampart-org-deletion-'));
  database = await testDatabase();
  app = await buildApp({ config: config(), database, mailer: null });
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const send = (who: SignedIn, method: 'POST' | 'DELETE', payload?: object) =>
  app.inject({
    method,
    url: '/api/organizations/current/deletion',
    headers: { cookie: who.cookie, origin: TEST_ORIGIN },
    payload,
  });
const current = async (who: SignedIn) =>
  (await app.inject({ url: '/api/organizations/current', headers: { cookie: who.cookie } })).json()
    .data;
const quiet = { info: () => undefined, warn: () => undefined } as never;

/** Every row, in any table, that still names the organisation (by column or in its text). */
const traces = async (organizationId: string): Promise<string[]> => {
  const columns = await database.raw<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const [row] = await database.raw<{ n: number }>(
      `select count(*)::int as n from "${c.table_name}" where "${c.column_name}"::text like $1`,
      [`%${organizationId}%`],
    );
    if (row && row.n > 0) found.push(`${c.table_name}.${c.column_name}: ${row.n}`);
  }
  return found;
};

describe('deleting an organisation', () => {
  it('takes the owner and the name typed exactly; restoring calls it off', async () => {
    const owner = await buildOrg(app, { organizationName: 'Keep Me Ltd' });
    const admin = await buildMember(app, owner, 'admin');
    expect((await current(admin)).abilities.delete).toBe(false);
    expect((await send(admin, 'POST', { confirmName: 'Keep Me Ltd' })).statusCode).toBe(403);

    const wrong = await send(owner, 'POST', { confirmName: 'keep me ltd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('confirmName');
    expect((await current(owner)).deletion).toBeNull();

    const scheduled = await send(owner, 'POST', { confirmName: 'Keep Me Ltd' });
    expect(scheduled.statusCode).toBe(200);
    const { deletion } = scheduled.json().data;
    expect(Date.parse(deletion.purgeAt) - Date.parse(deletion.requestedAt)).toBe(30 * 86_400_000);
    // Every member sees it (the banner); work goes on meanwhile.
    expect((await current(admin)).deletion).toEqual(deletion);

    const restored = await send(owner, 'DELETE');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deletion).toBeNull();
    const audit = await app.inject({
      url: '/api/audit-events?limit=10',
      headers: { cookie: owner.cookie },
    });
    const actions = (audit.json().data.items as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'organization.deletion_scheduled',
        'organization.deletion_cancelled',
      ]),
    );
  });

  it('purges every row and file of it after 30 days, and nothing of another', async () => {
    const owner = await buildOrg(app, { organizationName: 'Gone Ltd' });
    const other = await buildOrg(app, { organizationName: 'Stays Ltd' });
    await buildMember(app, owner, 'member');
    for (const who of [owner, other]) {
      const risk = await app.inject({
        method: 'POST',
        url: '/api/risks',
        headers: { cookie: who.cookie, origin: TEST_ORIGIN },
        payload: { title: 'Laptop theft', likelihood: 3, impact: 4 },
      });
      expect(risk.statusCode).toBe(200);
      const form = multipartBody([
        { name: 'title', value: 'Access review' },
        {
          name: 'file',
          fileName: 'review.pdf',
          contentType: 'application/pdf',
          data: pdfBytes('x'),
        },
      ]);
      const evidence = await app.inject({
        method: 'POST',
        url: '/api/evidence',
        payload: form.payload,
        headers: { ...form.headers, cookie: who.cookie, origin: TEST_ORIGIN },
      });
      expect(evidence.statusCode, evidence.body).toBe(200);
    }
    const orgId = owner.user.organizationId;
    const folder = join(dataDir, 'evidence', orgId);
    expect((await readdir(folder)).length).toBe(1);
    expect((await send(owner, 'POST', { confirmName: 'Gone Ltd' })).statusCode).toBe(200);
    const storage = createFileStorage(config());
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);

    // Within the 30 days nothing goes.
    expect(await purgeOrganizations({ db: database.db, storage, log: quiet, now: at(29) })).toBe(0);
    expect((await traces(orgId)).length).toBeGreaterThan(0);

    expect(await purgeOrganizations({ db: database.db, storage, log: quiet, now: at(31) })).toBe(1);
    expect(await traces(orgId)).toEqual([]);
    expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]);
    // The other organisation keeps its rows and its file.
    expect((await current(other)).name).toBe('Stays Ltd');
    expect((await readdir(join(dataDir, 'evidence', other.user.organizationId))).length).toBe(1);
    // The people keep their accounts; the owner no longer belongs to it.
    expect((await current(owner)) ?? null).toBeNull();
  });
});
