import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import {
  call,
  contentsOf,
  emptyInstallation,
  liveIn,
  type Installation,
} from '../../../ops/lived-in.fixtures.ts';
import { TEST_ORIGIN, testApp } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { multipartBody } from '../../evidence/multipart-body.ts';
import { exportOrganization } from './export-organization.ts';
import { importOrganization } from './import-organization.ts';
import { PEOPLE } from './organization-archive.ts';
import { openZip } from './read-zip.ts';
import { expectRoundTrip, readZip, rezip } from './transfer-test-kit.ts';

// Issue 25 point 3: an organisation leaves one installation as one zip and arrives in another
// with new ids and every reference kept. The round trip compares every row of every carried
// table (ids mapped) and every file's bytes.

let source: Installation;
let target: Installation;
/** Where the round trip lands: the PostgreSQL server under `npm run test:db`, else `target`. */
let landing: Installation;
let work: string;
let sourceOrg: string;
let exported: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'rampart-org-transfer-'));
  source = await emptyInstallation();
  await liveIn(source, async (app, owner) => {
    // A finding closed (its closed date comes from a trigger) and one still open.
    const closed = await call(app, owner, 'POST', '/api/findings', {
      title: 'Stale admin accounts',
      severity: 'high',
    });
    await call(app, owner, 'PATCH', `/api/findings/${closed.id}`, { status: 'closed' });
    await call(app, owner, 'PATCH', `/api/findings/${closed.id}`, { title: 'Stale admins' });
    await call(app, owner, 'POST', '/api/findings', { title: 'No DR test', severity: 'medium' });
  });
  sourceOrg = (
    await source.database.raw<{ id: string }>(
      `select id from organizations where name = 'Backed Up Ltd'`,
    )
  )[0]!.id;
  const made = await exportOrganization({
    database: source.database,
    storage: source.storage,
    organizationId: sourceOrg,
    workDir: work,
  });
  exported = join(work, 'exported.zip');
  await writeFile(exported, await readFile(made.path));
  await made.cleanup();
  target = await emptyInstallation();
  landing = process.env.DATABASE_URL ? await emptyInstallation(process.env.DATABASE_URL) : target;
}, 120_000);

afterAll(async () => {
  await source?.database.close();
  await target?.database.close();
  if (landing !== target) await landing?.database.close();
  await rm(work, { recursive: true, force: true });
});

describe('an organisation export', () => {
  it('holds its rows, the people they name and its files, each with its checksum', async () => {
    const { lines, bytes, manifest } = await readZip(exported);
    expect(manifest.format).toBe('rampart-organization');
    expect(manifest.organization).toEqual({ id: sourceOrg, name: 'Backed Up Ltd' });
    expect(manifest.schemaVersion).toBe(await source.database.migrationVersion());
    expect(lines[PEOPLE]).toHaveLength(2);
    expect(lines[PEOPLE]!.join()).not.toMatch(/password|token/);
    expect(manifest.files.length).toBeGreaterThanOrEqual(4);
    for (const f of manifest.files) {
      const b = bytes[`files/${f.key}`]!;
      expect(createHash('sha256').update(b).digest('hex')).toBe(f.sha256);
      expect(f.key.startsWith(`${sourceOrg}/`)).toBe(true);
    }
    // Nothing of another organisation: every row names this one (or its custom frameworks).
    for (const [name, rows] of Object.entries(lines)) {
      if (name === PEOPLE || name === 'tables/framework_requirements.ndjson') continue;
      for (const row of rows) expect(row).toContain(sourceOrg);
    }
    expect(lines['tables/risks.ndjson']).toHaveLength(2);
    expect(lines['tables/sessions.ndjson']).toBeUndefined();
    expect(lines['tables/api_tokens.ndjson']).toBeUndefined();
  });
});

describe('importing it into another installation', () => {
  let importer: SignedIn;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let imported: Awaited<ReturnType<typeof importOrganization>>;

  beforeAll(async () => {
    app = await buildApp({ config: landing.config, database: landing.database, mailer: null });
    importer = await buildOrg(app, { organizationName: 'Landing Ltd' });
    imported = await importOrganization({
      database: landing.database,
      storage: landing.storage,
      zipPath: exported,
      importerId: importer.user.id,
      requestId: 'import-test',
    });
  }, 120_000);
  afterAll(() => app?.close());

  it('gives every record a new id and keeps every row and file (round trip)', async () => {
    const newOrg = imported.summary.organization.id;
    expect(newOrg).not.toBe(sourceOrg);
    expect(imported.summary.people).toEqual({ matched: 0, created: 2 });
    const compared = await expectRoundTrip({
      exported,
      target: landing,
      organizationId: newOrg,
      ids: imported.ids,
      importerId: importer.user.id,
      importerEmail: importer.email,
    });
    expect(compared).toBeGreaterThan(30);
  });

  it('works in the app: the importer owns it and sees its records and files', async () => {
    const headers = {
      cookie: importer.cookie,
      origin: TEST_ORIGIN,
      'organization-id': imported.summary.organization.id,
    };
    const risks = await app.inject({ method: 'GET', url: '/api/risks', headers });
    expect(risks.statusCode).toBe(200);
    expect(
      risks
        .json()
        .data.items.map((r: { title: string }) => r.title)
        .sort(),
    ).toEqual(['Phishing', 'Ransomware']);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/risks/${risks.json().data.items[0].id}`,
      headers,
    });
    expect(detail.statusCode).toBe(200);
    const evidence = await app.inject({ method: 'GET', url: '/api/evidence', headers });
    const pdf = evidence
      .json()
      .data.items.find((e: { title: string }) => e.title === 'Pen test report');
    const download = await app.inject({
      method: 'GET',
      url: `/api/evidence/${pdf.id}/download`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const org = await app.inject({ method: 'GET', url: '/api/organizations/current', headers });
    expect(org.json().data.abilities.delete).toBe(true);
    expect(org.json().data.name).toBe('Backed Up Ltd');
  });
});

describe('refusals leave the installation as it was', () => {
  const attempt = async (zipPath: string) => {
    const app = await buildApp({ config: target.config, database: target.database, mailer: null });
    try {
      const someone = await buildOrg(app, { organizationName: 'Refused Ltd' });
      const before = await contentsOf(target);
      let error: unknown = null;
      try {
        await importOrganization({
          database: target.database,
          storage: target.storage,
          zipPath,
          importerId: someone.user.id,
          requestId: 'refused',
        });
      } catch (e) {
        error = e;
      }
      expect(await contentsOf(target)).toEqual(before);
      return error as { code: string; message: string; details: { field: string }[] };
    } finally {
      await app.close();
    }
  };

  it('refuses what is not an export, a changed byte, another schema, and rows that reach out', async () => {
    const original = await readZip(exported);
    const notZip = join(work, 'not.zip');
    await writeFile(notZip, 'hello');
    expect((await attempt(notZip)).message).toMatch(/not a readable zip/);

    // A zip bomb: 200 MB of zeros in a zip of a few hundred KB, refused before it is read.
    const bomb = new yazl.ZipFile();
    bomb.addReadStream(
      Readable.from(
        (function* () {
          for (let i = 0; i < 200; i++) yield Buffer.alloc(1024 * 1024);
        })(),
      ),
      'files/zeros',
    );
    bomb.end();
    const bombPath = join(work, 'bomb.zip');
    await pipeline(bomb.outputStream, createWriteStream(bombPath));
    expect((await attempt(bombPath)).message).toMatch(/expand far beyond/);

    // A flipped byte in the compressed data of the largest file: refused in words (the inflater's
    // error, or the file's checksum), never a server error.
    const whole = await readFile(exported);
    const index = await openZip(exported);
    const largest = [...index.entries.values()]
      .filter((e) => e.fileName.startsWith('files/'))
      .sort((a, b) => b.compressedSize - a.compressedSize)[0]!;
    index.close();
    const dataAt =
      largest.relativeOffsetOfLocalHeader +
      30 +
      whole.readUInt16LE(largest.relativeOffsetOfLocalHeader + 26) +
      whole.readUInt16LE(largest.relativeOffsetOfLocalHeader + 28);
    const flipped = Buffer.from(whole);
    const at = dataAt + Math.floor(largest.compressedSize / 2);
    flipped[at] = flipped[at]! ^ 0xff;
    const flippedPath = join(work, 'flipped.zip');
    await writeFile(flippedPath, flipped);
    expect((await attempt(flippedPath)).code).toBe('VALIDATION_ERROR');

    // A table's bytes changed but not its sum.
    const sumless = await rezip(
      join(work, 'sumless.zip'),
      original,
      (z) => {
        const rows = z.lines['tables/risks.ndjson']!;
        rows[0] = rows[0]!.replace('Phishing', 'Fishing');
      },
      { keepSums: true },
    );
    expect((await attempt(sumless)).message).toMatch(
      /tables\/risks.ndjson does not match its checksum/,
    );

    const otherSchema = await rezip(join(work, 'schema.zip'), original, (z) => {
      z.manifest.schemaVersion = '0001_older';
    });
    expect((await attempt(otherSchema)).message).toMatch(/schema 0001_older/);

    // A finding pointing at a risk of an organisation already here: refused by name.
    const victimApp = await buildApp({
      config: target.config,
      database: target.database,
      mailer: null,
    });
    const victim = await call(victimApp, await buildOrg(victimApp), 'POST', '/api/risks', {
      title: 'Not yours',
      likelihood: 1,
      impact: 1,
    });
    await victimApp.close();
    const reaching = await rezip(join(work, 'reaching.zip'), original, (z) => {
      const rows = z.lines['tables/findings.ndjson']!;
      const row = JSON.parse(rows[0]!) as Record<string, unknown>;
      row.risk_id = victim.id;
      rows[0] = JSON.stringify(row);
    });
    const reach = await attempt(reaching);
    expect(reach.code).toBe('VALIDATION_ERROR');
    expect(reach.message).toMatch(/risk_id names a record that is not in the export/);

    // A requirement slipped into a framework shipped to every organisation.
    const [shipped] = await target.database.raw<{ line: string }>(
      `select row_to_json(r)::text as line from framework_requirements r
         join frameworks f on f.id = r.framework_id where f.organization_id is null limit 1`,
    );
    const intoShipped = await rezip(join(work, 'shipped.zip'), original, (z) => {
      const planted = JSON.parse(shipped!.line) as Record<string, unknown>;
      z.lines['tables/framework_requirements.ndjson'] = [
        JSON.stringify({ ...planted, id: 'req_planted000000000000', code: 'PLANTED.1' }),
      ];
    });
    expect((await attempt(intoShipped)).message).toMatch(
      /framework_requirements.ndjson, row 1: framework_id names a record that is not in the export/,
    );

    // A file of another organisation claimed as "missing", for a row to name it.
    const [victimFile] = await target.database.raw<{ key: string }>(
      `select storage_key as key from evidence limit 1`,
    );
    const claimed = await rezip(join(work, 'claimed.zip'), original, (z) => {
      z.manifest.missingFiles = [victimFile?.key ?? 'org_victim0000000000/evd_victim0000000000'];
    });
    expect((await attempt(claimed)).message).toMatch(/is not one of this organisation's/);

    // A notification whose link leaves Rampart.
    const phishing = await rezip(join(work, 'phishing.zip'), original, (z) => {
      const person = JSON.parse(z.lines['people.ndjson']![0]!) as { id: string };
      z.lines['tables/notifications.ndjson']!.push(
        JSON.stringify({
          id: 'ntf_planted000000000000',
          organization_id: sourceOrg,
          user_id: person.id,
          title: 'Your account is locked',
          link: '//evil.example/login',
          email_status: 'pending',
        }),
      );
    });
    expect((await attempt(phishing)).message).toMatch(/link is not a path inside Rampart/);

    // One row longer than any export writes: refused as it is read, without re-copying it.
    const huge = await rezip(join(work, 'huge.zip'), original, (z) => {
      z.lines['tables/risks.ndjson']!.push(`{"title":"${'a'.repeat(17 * 1024 * 1024)}"}`);
    });
    expect((await attempt(huge)).message).toMatch(/a line longer than an export writes/);

    // A row of another organisation slipped in.
    const foreign = await rezip(join(work, 'foreign.zip'), original, (z) => {
      const rows = z.lines['tables/risks.ndjson']!;
      rows[0] = rows[0]!.replaceAll(sourceOrg, 'org_elsewhere0000000000');
    });
    expect((await attempt(foreign)).message).toMatch(/belongs to another organisation/);

    // A value of the wrong type: a 4xx naming the file, after the files were stored (removed).
    const wrongType = await rezip(join(work, 'type.zip'), original, (z) => {
      const rows = z.lines['tables/risks.ndjson']!;
      const row = JSON.parse(rows[0]!) as Record<string, unknown>;
      row.likelihood = 'very';
      rows[0] = JSON.stringify(row);
    });
    const typed = await attempt(wrongType);
    expect(typed.code).toBe('VALIDATION_ERROR');
    expect(typed.details[0]!.field).toBe('file');

    // A file entry changed: refused by its checksum.
    const file = original.manifest.files[0]!.key;
    const badFile = await rezip(join(work, 'file.zip'), original, (z) => {
      z.bytes[`files/${file}`] = Buffer.from('not the file');
      z.manifest.files[0]!.sizeBytes = 'not the file'.length;
    });
    expect((await attempt(badFile)).message).toMatch(/does not match its checksum/);
  });
});

describe('importing beside the original (a copy in the same installation)', () => {
  it('matches the people by email and gives the trust centre its own address', async () => {
    const app = await buildApp({ config: source.config, database: source.database, mailer: null });
    try {
      const [owner] = await source.database.raw<{ user_id: string }>(
        `select user_id from memberships where organization_id = $1 and role = 'owner'`,
        [sourceOrg],
      );
      const copy = await importOrganization({
        database: source.database,
        storage: source.storage,
        zipPath: exported,
        importerId: owner!.user_id,
        requestId: 'copy',
      });
      expect(copy.summary.people).toEqual({ matched: 2, created: 0 });
      const slugs = await source.database.raw<{ slug: string }>(
        `select slug from trust_centers where organization_id = any(array(select jsonb_array_elements_text($1::jsonb))) order by slug`,
        [JSON.stringify([sourceOrg, copy.summary.organization.id])],
      );
      expect(new Set(slugs.map((s) => s.slug)).size).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('through the API', () => {
  it('an owner signed in downloads it; anyone signed in imports one as its owner', async () => {
    const app = await testApp();
    const owner = await buildOrg(app, { organizationName: 'Exported Co' });
    const admin = await buildMember(app, owner, 'admin');
    await call(app, owner, 'POST', '/api/risks', { title: 'Insider', likelihood: 2, impact: 5 });
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/api/organizations/current/export',
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(403);
    const res = await app.inject({
      method: 'GET',
      url: '/api/organizations/current/export',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/rampart-organization-\d{4}-\d\d-\d\d\.zip/);

    const someone = await buildOrg(app, { organizationName: 'Elsewhere' });
    const upload = (data: Buffer) => {
      const { payload, headers } = multipartBody([
        { name: 'file', fileName: 'org.zip', contentType: 'application/zip', data },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/organizations/import',
        payload,
        headers: { ...headers, cookie: someone.cookie, origin: TEST_ORIGIN },
      });
    };
    const refused = await upload(Buffer.from('not a zip'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('file');
    const imported = await upload(res.rawPayload);
    expect(imported.statusCode).toBe(200);
    const summary = imported.json().data;
    expect(summary.organization.name).toBe('Exported Co');
    // Both people of the export have accounts in this installation already.
    expect(summary.people).toEqual({ matched: 2, created: 0 });
    const session = await app.inject({ url: '/api/users/me', headers: { cookie: someone.cookie } });
    const mine = session
      .json()
      .data.organizations.find((o: { id: string }) => o.id === summary.organization.id);
    expect(mine.role).toBe('owner');
  });
});
