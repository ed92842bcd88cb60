// `npm run test:e2e`: builds the web app and runs Playwright in Debian's Chromium.
// Without Chromium the tests are skipped with a message saying so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

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
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
