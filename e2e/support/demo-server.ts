import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { DEMO_PORT, DEMO_URL, serverEnv } from './servers.ts';

/**
 * Playwright's global setup: starts the demo organisation's server (e2e/serve.mjs with E2E_DEMO)
 * and returns its teardown. It is not one of the config's web servers, which Playwright waits for
 * before the first test: writing the demo's year takes the better part of a minute on a fresh
 * checkout, and the journeys that do not read it run meanwhile. Those that do wait for it when
 * they first sign a demo person in (demo.ts).
 */
export default function startDemoServer() {
  const child = spawn(process.execPath, ['e2e/serve.mjs'], {
    env: { ...process.env, ...serverEnv(DEMO_PORT, DEMO_URL), E2E_DEMO: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
}
