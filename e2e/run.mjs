// `npm run test:e2e`: builds the web app (unless already built from this tree) and runs Playwright
// in Debian's Chromium. E2E_BUILD=1 builds regardless.
// Without Chromium the tests are skipped with a message saying so.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `e2e: SKIPPED — Chromium not found at ${chromium}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run the end-to-end tests.`,
  );
  process.exit(0);
}

/** The port if it is free, else any free one (another run may be using the default). */
const portFrom = (wanted) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(wanted === 0 ? null : portFrom(0)));
    server.listen(wanted, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const port = process.env.E2E_PORT ?? String((await portFrom(3210)) ?? 3210);
// The demo organisation's server (playwright.config.ts): the next port when free.
const demoPort =
  process.env.E2E_DEMO_PORT ?? String((await portFrom(Number(port) + 1)) ?? Number(port) + 1);

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', E2E_PORT: port, E2E_DEMO_PORT: demoPort },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// The web app is built only when what it is built from changed since this script last built it,
// and apps/web/dist still holds that build: its index.html names the content-hashed assets, so
// any other build since (another checkout state, `npm run build` by hand) shows as a change.
const WEB_INPUTS = [
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/precompress.ts',
  'apps/web/public',
  'apps/web/src',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'packages/contracts',
  'packages/domain',
  'package-lock.json',
  'tsconfig.base.json',
];
const filesOf = (path) => {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split('/').includes('node_modules'))
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
};
const sha = (data) => createHash('sha256').update(data).digest('hex');
const inputsKey = () => {
  const hash = createHash('sha256');
  for (const file of WEB_INPUTS.flatMap(filesOf).sort()) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  const env = Object.keys(process.env).filter((k) => k.startsWith('VITE_') || k === 'NODE_ENV');
  for (const k of env.sort()) hash.update(`${k}=${process.env[k]}\0`);
  return hash.digest('hex');
};
const distIndex = join('apps', 'web', 'dist', 'index.html');
const stamp = join('node_modules', '.cache', 'rampart-e2e', 'web-build.json');
const distAsBuilt = (key) => {
  if (!existsSync(stamp) || !existsSync(distIndex)) return false;
  const built = JSON.parse(readFileSync(stamp, 'utf8'));
  if (built.key !== key || built.index !== sha(readFileSync(distIndex))) return false;
  // Every file the build wrote is still there.
  return built.files.every((file) => existsSync(join('apps', 'web', 'dist', file)));
};

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const key = inputsKey();
if (distAsBuilt(key) && process.env.E2E_BUILD !== '1') {
  console.log(
    `e2e: the web app in apps/web/dist is already built from this tree (${seconds(started)})`,
  );
} else {
  run('npm', ['run', 'build']);
  mkdirSync(dirname(stamp), { recursive: true });
  const files = filesOf(join('apps', 'web', 'dist')).map((f) => f.slice('apps/web/dist/'.length));
  writeFileSync(stamp, JSON.stringify({ key, index: sha(readFileSync(distIndex)), files }));
  console.log(`e2e: web app built in ${seconds(started)}`);
}
const testsFrom = performance.now();
const tests = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TZ: 'UTC', E2E_PORT: port, E2E_DEMO_PORT: demoPort },
});
console.log(`e2e: Playwright (servers and tests) took ${seconds(testsFrom)}`);
process.exit(tests.status ?? 1);
