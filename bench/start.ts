// `npm run bench:start`: time from process start to the first healthy answer, and resident
// memory, on the embedded database — first start (empty folder, migrations) and a warm restart.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const rssMiB = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

const startOnce = async (dataDir: string): Promise<{ ms: number; rss: number }> => {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
      if (performance.now() - t0 > 120_000) throw new Error('no healthy answer in 120 s');
    }
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 500)); // let start-up garbage settle
    return { ms, rss: rssMiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cold: { ms: number; rss: number }[] = [];
const warm: { ms: number; rss: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'rampart-bench-'));
  try {
    cold.push(await startOnce(dir));
    warm.push(await startOnce(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const row = (label: string, xs: { ms: number; rss: number }[]) =>
  console.log(
    `${label.padEnd(34)} start→healthy median ${median(xs.map((x) => x.ms))
      .toFixed(0)
      .padStart(5)} ms` +
      `  (min ${Math.min(...xs.map((x) => x.ms)).toFixed(0)}, max ${Math.max(...xs.map((x) => x.ms)).toFixed(0)})` +
      `   RSS median ${median(xs.map((x) => x.rss))} MiB`,
  );
console.log(
  `Rampart start-up on the embedded database, ${RUNS} runs each, node ${process.version}`,
);
row('first start (empty data folder)', cold);
row('restart (existing data folder)', warm);
