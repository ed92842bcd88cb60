// `npm run bench:scale` (issue 25 point 5): does a second process add throughput? Seeds a register
// (bench/seed.ts, BENCH_RISKS risks, 100,000 by default) into a new PostgreSQL database, starts two
// Rampart processes (main.ts) on it and Redis behind HAProxy, and loads the register query as the
// UI asks it (GET /api/risks?limit=200, a filter and a sort: as bench:api) against one process
// directly and against the two through HAProxy: same connections, same seconds, slices taken in
// turns in one run. Prints req/s, p50/p99 and the ratio two / one. On a machine with fewer cores
// than processes the ratio says so honestly. BENCH_SECONDS (per side), BENCH_CONNECTIONS and
// BENCH_ROUNDS tune it. Needs DATABASE_URL, REDIS_URL and haproxy; says so and exits 0 without.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  loadBalancedSkipReason,
  startLoadBalanced,
} from '../apps/server/src/testing/load-balanced.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-account.ts';
import { figures, printFigures, runSlice, tally, type Figures, type Tally } from './load-slices.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SEED = fileURLToPath(new URL('./seed.ts', import.meta.url));

const skip = loadBalancedSkipReason();
if (skip) {
  console.log(`bench:scale ${skip}; nothing measured.`);
  process.exit(0);
}

/** bench/seed.ts as its own process, into the new database (its output shown as it goes). */
const seed = (databaseUrl: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SEED], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`))));
  });

console.log('Seeding the register into a new database…');
const lb = await startLoadBalanced({ prepare: seed, env: { LOG_LEVEL: 'error' } });
try {
  // Ten seconds after start one process recomputes every mapped risk's residual in one
  // transaction (sweep-residuals.ts, under an advisory lock), busy enough to fail health checks
  // on a large register: measure the steady state after it, and say how long it took.
  const settling = performance.now();
  await new Promise((r) => setTimeout(r, 15_000));
  const locks = async () =>
    (
      await lb.database.raw<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory'
           and database = (select oid from pg_database where datname = current_database())`,
      )
    )[0]!.n;
  while ((await locks()) > 0) await new Promise((r) => setTimeout(r, 500));
  await lb.waitAllServing(60_000);
  console.log(
    `Start-up sweeps done ${((performance.now() - settling) / 1000).toFixed(0)} s after the processes were up.`,
  );
  const signIn = await fetch(`${lb.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: lb.url },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const run = (into: Tally, url: string, seconds: number) =>
    runSlice(into, { url, headers: { cookie }, connections: CONNECTIONS, seconds });

  const query = '/api/risks?limit=200&category=TECHNOLOGY&sortBy=riskScore&sortDirection=desc';
  const oneUrl = `${lb.backends[0]!.url}${query}`;
  const twoUrl = `${lb.url}${query}`;
  const check = await fetch(twoUrl, { headers: { cookie } });
  const body = (await check.json()) as { data: { total: number; items: unknown[] } };
  console.log(
    `Rampart scale bench: PostgreSQL server and Redis, ${body.data.total} matching risks, ` +
      `${body.data.items.length} per page, ${CONNECTIONS} connections, ${DURATION} s each in ` +
      `${ROUNDS} alternating slices, ${cpus().length} cores, node ${process.version}`,
  );
  // Warm up both processes' caches and JIT (through the proxy, which reaches both).
  await run(tally(), twoUrl, 4);
  const one = tally();
  const two = tally();
  for (let i = 0; i < ROUNDS; i++) {
    const slices: [Tally, string][] = [
      [one, oneUrl],
      [two, twoUrl],
    ];
    if (i % 2 === 1) slices.reverse();
    for (const [into, url] of slices) await run(into, url, DURATION / ROUNDS);
  }

  const a = figures(one);
  const b = figures(two);
  const row = (label: string, f: Figures) => printFigures(label, f);
  row('one process, directly', a);
  row('two processes behind HAProxy', b);
  console.log(
    `ratio two / one: ${(b.rps / a.rps).toFixed(2)}× throughput, ${(b.p99 / a.p99).toFixed(2)}× p99`,
  );
} finally {
  await lb.stop();
}
