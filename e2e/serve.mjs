// Starts Rampart for the end-to-end tests on a fresh data folder, removed on exit. With E2E_DEMO
// the folder holds the demo organisation first, with its year of history, so the journeys can
// sign in as the demo people (written before the server holds the folder).
//
// The server gets its own copy of the built web app: other work on this checkout may rebuild
// apps/web/dist while the tests run, and a rebuild empties that folder, which would leave the
// browser with an index.html whose scripts no longer exist.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = mkdtempSync(join(tmpdir(), 'rampart-e2e-'));
const dataDir = join(root, 'data');
const webDir = join(root, 'web');
mkdirSync(dataDir);

/** The files index.html loads, so a copy taken in the middle of a rebuild can be told apart. */
const missingAssets = (dir) => {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return ['index.html'];
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]);
  return refs.filter((ref) => !existsSync(join(dir, ref)));
};

const source = process.env.WEB_DIST_DIR ?? join('apps', 'web', 'dist');
let copied = false;
for (let attempt = 0; attempt < 30 && !copied; attempt += 1) {
  if (missingAssets(source).length === 0) {
    rmSync(webDir, { recursive: true, force: true });
    cpSync(source, webDir, { recursive: true });
    copied = missingAssets(webDir).length === 0;
  }
  if (!copied) await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!copied) {
  console.error(`e2e: no complete web build in ${source}; run \`npm run build\` first.`);
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
}

// E2E_DEMO=0 leaves the installation empty (a journey that starts from nothing). Otherwise the
// demo's year is copied from the one cached for this code and day, written first if there is
// none yet (apps/server/src/demo/demo-cache.ts): minutes once, seconds after.
const demo =
  process.env.E2E_DEMO === '0'
    ? { status: 0 }
    : spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cache-cli.ts'], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
if (demo.status !== 0) {
  console.error('e2e: the demo organisation could not be written.');
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(root, { recursive: true, force: true });
  process.exit(code ?? 0);
});
