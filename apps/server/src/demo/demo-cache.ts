// The demo year written once and copied after (issue 20): writing Northwind Health's year takes
// minutes, and every embedded-database consumer (the e2e demo server, bench:web) wants the same
// one. The first writes it into a data folder under node_modules/.cache/rampart-demo, named by a
// hash of everything that decides its content; the others copy that folder (database, stored
// files, auth secret) into their own. The year is dated by the day it was written, so the key
// holds the day too: tomorrow's run writes tomorrow's year.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

/** The code and data whose change may change the written year: the server, packages, locks. */
const SOURCES = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/db/src',
  'packages/db/migrations',
  'package-lock.json',
];

/** Environment the year depends on (the test-only password hasher stores other hashes). */
const KEY_ENV = ['TEST_PASSWORD_HASHER'] as const;

const sourceFiles = (root: string): string[] =>
  SOURCES.flatMap((source) => {
    const path = join(root, source);
    if (!existsSync(path)) return [];
    if (statSync(path).isFile()) return [path];
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .map((name) => join(path, name))
      .filter((file) => !/\.test\.tsx?$/.test(file) && statSync(file).isFile());
  }).sort();

/** The cache entry's name: the day and a hash of the sources and the environment above. */
export const demoCacheKey = (
  env: NodeJS.ProcessEnv = process.env,
  today: Date = new Date(),
  root: string = REPO_ROOT,
): string => {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of KEY_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  hash.update(process.version);
  return `${today.toISOString().slice(0, 10)}-${hash.digest('hex').slice(0, 16)}`;
};

export const demoCacheDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.DEMO_CACHE_DIR ?? join(REPO_ROOT, 'node_modules', '.cache', 'rampart-demo');

/** Writes the demo into an empty data folder, in its own process (`npm run demo`). */
const writeDemo = (dataDir: string, env: NodeJS.ProcessEnv): void => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/demo/demo-cli.ts')],
    { cwd: REPO_ROOT, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`writing the demo failed (exit ${run.status})`);
};

/**
 * Fills `dataDir` (absent or empty) with the demo organisation: a copy of the cached year when
 * there is one for this key, else the year written now and kept for the next. Two processes
 * writing at once each write their own folder; the first to rename it into place wins.
 */
export const copyDemoInto = (
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { cached: boolean; key: string } => {
  const cache = demoCacheDir(env);
  const key = demoCacheKey(env);
  const entry = join(cache, key);
  let cached = true;
  if (!existsSync(entry)) {
    cached = false;
    mkdirSync(cache, { recursive: true });
    const pending = join(cache, `.writing-${key}-${process.pid}`);
    rmSync(pending, { recursive: true, force: true });
    try {
      writeDemo(pending, env);
      try {
        renameSync(pending, entry);
      } catch (e) {
        // Another process put the same year in place first: use theirs.
        if (!existsSync(entry)) throw e;
      }
    } finally {
      rmSync(pending, { recursive: true, force: true });
    }
    forgetOlderYears(cache, key);
  }
  cpSync(entry, dataDir, { recursive: true });
  return { cached, key };
};

/** Other entries (another day, or code since changed) written over an hour ago, and abandoned writes. */
const forgetOlderYears = (cache: string, key: string): void => {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (name !== key && statSync(path).mtimeMs < hourAgo) {
      rmSync(path, { recursive: true, force: true });
    }
  }
};
