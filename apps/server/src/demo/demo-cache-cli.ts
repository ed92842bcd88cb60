// `DATA_DIR=folder node --import tsx apps/server/src/demo/demo-cache-cli.ts`: fills an empty data
// folder with the demo organisation, copied from the year cached for this code and day, or
// written now and cached (demo-cache.ts). For the e2e demo server and bench:web, which each want
// a fresh folder with the same year. With DATABASE_URL there is no folder to copy: it writes the
// demo into that database as `npm run demo` does.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { copyDemoInto, REPO_ROOT } from './demo-cache.ts';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

if (process.env.DATABASE_URL) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const { cached, key } = copyDemoInto(dataDir);
console.error(
  cached
    ? `demo: the year ${key} copied from the cache in ${seconds()} s`
    : `demo: the year ${key} written and cached in ${seconds()} s`,
);
