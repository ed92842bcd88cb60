import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@rampart/db';
import { buildApp } from '../app.ts';
import { createFileStorage } from '../platform/files/create-file-storage.ts';
import { testConfig } from '../testing/app.ts';
import { buildOrg, type SignedIn } from '../testing/factories.ts';
import { call } from './lived-in.fixtures.ts';
import { embeddedDir } from './ops-context.ts';

// The two commands an administrator runs at the machine, on an embedded installation that is
// stopped (the use cases behind them are proved in organization-transfer.test.ts).

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../../../..');
let dataDir: string;
let owner: SignedIn;

// The embedded engine, whatever the test run is on.
const { DATABASE_URL: _url, REDIS_URL: _redis, ...embeddedEnv } = process.env;
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/organization-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...embeddedEnv, DATA_DIR: dataDir, PORT: '1' },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rampart-org-cli-'));
  const config = testConfig({ DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: embeddedDir(config) });
  await database.migrate();
  const app = await buildApp({ config, database, mailer: null });
  owner = await buildOrg(app, { organizationName: 'Command Line Ltd' });
  await call(app, owner, 'POST', '/api/risks', { title: 'Typo', likelihood: 2, impact: 2 });
  await app.close();
  await database.close();
  expect(createFileStorage(config).kind).toBe('local');
}, 60_000);

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run export-organization and import-organization', () => {
  it('writes the zip, and makes a new organisation of it owned by the account named', async () => {
    const out = join(dataDir, 'org.zip');
    const exported = await cli('export', owner.user.organization.slug, '--out', out);
    expect(exported.stdout).toMatch(/^Exported Command Line Ltd to .*org\.zip: \d+ rows, 1 people/);
    expect((await stat(out)).size).toBeGreaterThan(0);
    const imported = await cli('import', out, '--owner', owner.email);
    expect(imported.stdout).toMatch(/^Imported Command Line Ltd as org_\w+, owned by/);
    expect(imported.stdout).toMatch(/1 people matched by email and 0 given an account/);
    await expect(cli('import', out)).rejects.toMatchObject({
      stderr: expect.stringMatching(/--owner is required/),
    });
    await expect(cli('export', 'no-such-org')).rejects.toMatchObject({
      stderr: expect.stringMatching(/No organisation here has the id or slug no-such-org/),
    });
  }, 120_000);
});
