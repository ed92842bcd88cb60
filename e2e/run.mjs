// `npm run test:e2e`: builds the web app and runs Playwright in Debian's Chromium.
// Without Chromium the tests are skipped with a message saying so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `e2e: SKIPPED — Chromium not found at ${chromium}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run the end-to-end tests.`,
  );
  process.exit(0);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
