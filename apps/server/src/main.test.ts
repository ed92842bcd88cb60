import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

const start = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('the server process', () => {
  it('starts on an empty data folder, logs JSON, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rampart-main-'));
    const port = String(3400 + (process.pid % 500));
    const child = start({ DATA_DIR: dataDir, PORT: port });
    const lines: string[] = [];
    child.stdout.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
    try {
      const deadline = Date.now() + 60_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 100));
      }
      expect(healthy).toBe(true);
      const ready = lines
        .map((l) => JSON.parse(l) as { msg?: string })
        .find((l) => l.msg === 'Rampart is ready');
      expect(ready).toBeTruthy();
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start with a bad setting and names it', async () => {
    const child = start({ PORT: 'not-a-port', DATA_DIR: tmpdir() });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  }, 30_000);
});
