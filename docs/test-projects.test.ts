import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGINE_TESTS } from '../vitest.config.ts';

// Every test file runs (decision 028): each *.test.ts is in exactly one vitest project, and a
// server test is in server-pure exactly when it opens no database. Asks vitest itself which
// project takes which file, so the check follows the config as vitest reads it.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });

type Listed = { file: string; projectName: string };

/** The files vitest would run, with their project, for the environment given. */
const listed = (env: Record<string, string>): Listed[] => {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'RAMPART_TESTS'),
  );
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json'],
    { cwd: root, env: { ...clean, ...env }, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const json = run.stdout.slice(run.stdout.indexOf('['));
  return (JSON.parse(json) as Listed[]).map((l) => ({ ...l, file: relative(root, l.file) }));
};

const IMPORT =
  /(?:import|export)[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;
const OPENS = /\b(testDatabase|openDatabase)\b/;

/**
 * Whether a test opens a database: it or a file it imports by a relative path calls
 * testDatabase or openDatabase, or the test itself reads DATABASE_URL (to start processes on it).
 */
const opensDatabase = (file: string, seen = new Set<string>()): boolean => {
  if (seen.has(file) || !existsSync(file) || statSync(file).isDirectory()) return false;
  const source = readFileSync(file, 'utf8');
  if (seen.size === 0 && source.includes('DATABASE_URL')) return true;
  seen.add(file);
  if (OPENS.test(source)) return true;
  return [...source.matchAll(IMPORT)].some((m) => {
    const target = resolve(dirname(file), (m[1] ?? m[2] ?? m[3])!);
    const candidates = [target, `${target}.ts`, join(target, 'index.ts')];
    const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    return found !== undefined && opensDatabase(found, seen);
  });
};

let byDefault: Listed[] | null = null;
const listedByDefault = () => (byDefault ??= listed({}));

describe('test projects', () => {
  it('run every test file in exactly one project', () => {
    const files = testFiles(root).sort();
    const runs = listedByDefault();
    const projectsOf = (file: string) =>
      runs.filter((r) => r.file === file).map((r) => r.projectName);
    const wrong = files
      .map((file) => ({ file, projects: projectsOf(file) }))
      .filter(({ projects }) => projects.length !== 1);
    expect(wrong).toEqual([]);
    expect(runs.map((r) => r.file).sort()).toEqual(files);
  }, 60_000);

  it('run ENGINE_TESTS, and only them, on the PostgreSQL server (npm run test:db)', () => {
    const runs = listed({ RAMPART_TESTS: 'engine' }).filter((r) =>
      ['db', 'server'].includes(r.projectName),
    );
    expect(runs.map((r) => r.file).sort()).toEqual([...ENGINE_TESTS].sort());
  }, 60_000);

  it('put a server test in server-pure exactly when it opens no database', () => {
    const misplaced = listedByDefault()
      .filter((r) => r.file.startsWith('apps/server/'))
      .filter((r) => (r.projectName === 'server-pure') === opensDatabase(join(root, r.file)))
      .map((r) =>
        r.projectName === 'server-pure'
          ? `${r.file} opens a database: take it out of SERVER_PURE in vitest.config.ts`
          : `${r.file} opens no database: add it to SERVER_PURE in vitest.config.ts`,
      );
    expect(misplaced).toEqual([]);
  }, 60_000);
});
