// `npm run bench:insights`: the dashboard widgets, the Analytics charts and a report preview at
// the `bench:seed` scale (100,000 risks, 20,000 controls), each asked BENCH_RUNS times through
// Rampart's HTTP API and, in the same run, as the bare query the endpoint runs (the repository
// call straight on the database, no HTTP, session, validation or presentation). Prints p50/p95
// latency of both and their ratio. Run `npm run bench:seed` with the same DATA_DIR first.
import { REPORT_SECTIONS } from '@rampart/contracts';
import {
  controlTestSeries,
  coverageSnapshots,
  dueControlTests,
  expiringEvidence,
  findingSeries,
  openDatabase,
  openFindingsByAge,
  riskLevelsAt,
  riskLevelSeries,
} from '@rampart/db';
import { periodRange } from '@rampart/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { composeReport } from '../apps/server/src/modules/reports/compose/compose-report.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-account.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = 3293;
const DAY = 86_400_000;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: String(PORT) });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
await database.migrate();
const app = await buildApp({ config, database, mailer: null, jobs: { start: false } });
await app.listen({ port: PORT, host: '127.0.0.1' });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in',
  payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
});
if (signIn.statusCode !== 200) {
  console.error(
    'Sign-in failed: run `npm run bench:seed` with the same DATA_DIR / DATABASE_URL first.',
  );
  process.exit(1);
}
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const org: string = signIn.json().data.user.organizationId;
const userId: string = signIn.json().data.user.id;
const db = database.db;

const http = (method: 'GET' | 'POST', path: string, body?: unknown) => async () => {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
};

const year = () => periodRange({ period: '365d' }, new Date());
const spec = {
  title: 'Bench report',
  sections: [...REPORT_SECTIONS],
  filters: { period: '90d' as const },
};

const CASES: { name: string; api: () => Promise<void>; bare: () => Promise<unknown> }[] = [
  {
    name: 'dashboard risk levels',
    api: http('GET', '/api/dashboard/risk-levels'),
    bare: () => riskLevelsAt(db, org, [new Date(Date.now() - 30 * DAY), new Date()]),
  },
  {
    name: 'dashboard tests',
    api: http('GET', '/api/dashboard/tests?limit=6'),
    bare: () =>
      dueControlTests(db, org, {
        now: new Date(),
        until: new Date(Date.now() + 7 * DAY),
        limit: 6,
        userId,
      }),
  },
  {
    name: 'dashboard findings',
    api: http('GET', '/api/dashboard/findings'),
    bare: () => openFindingsByAge(db, org, new Date()),
  },
  {
    name: 'dashboard evidence',
    api: http('GET', '/api/dashboard/evidence?limit=6'),
    bare: () =>
      expiringEvidence(db, org, {
        now: new Date(),
        since: new Date(Date.now() - 90 * DAY),
        until: new Date(Date.now() + 30 * DAY),
        limit: 6,
      }),
  },
  {
    name: 'risk trend, 365 days',
    api: http('GET', '/api/analytics/trends/risks?period=365d'),
    bare: () => riskLevelSeries(db, org, year()),
  },
  {
    name: 'control trend, 365 days',
    api: http('GET', '/api/analytics/trends/controls?period=365d'),
    bare: () => controlTestSeries(db, org, year()),
  },
  {
    name: 'finding trend, 365 days',
    api: http('GET', '/api/analytics/trends/findings?period=365d'),
    bare: () => findingSeries(db, org, year()),
  },
  {
    name: 'coverage trend, 365 days',
    api: http('GET', '/api/analytics/trends/coverage?period=365d'),
    bare: () => coverageSnapshots(db, org, '2000-01-01', '2100-01-01'),
  },
  {
    name: 'report preview, 10 sections',
    api: http('POST', '/api/reports/preview', spec),
    bare: () => composeReport(db, org, { ...spec, filters: { period: '90d' } }),
  },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

console.log(`bench:insights: ${RUNS} runs of each, sequential, after 2 warm-up runs`);
console.log('case                          API p50    p95 | bare p50    p95 | ratio p50');
for (const c of CASES) {
  for (let i = 0; i < 2; i += 1) {
    await c.api();
    await c.bare();
  }
  const api: number[] = [];
  const bare: number[] = [];
  // Taken in turns, so both sides see the same machine.
  for (let i = 0; i < RUNS; i += 1) {
    api.push(await time(c.api));
    bare.push(await time(c.bare));
  }
  api.sort((a, b) => a - b);
  bare.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1).padStart(7)}`;
  console.log(
    `${c.name.padEnd(28)} ${f(pct(api, 50))} ${f(pct(api, 95))} | ${f(pct(bare, 50))} ${f(pct(bare, 95))} | ${(pct(api, 50) / pct(bare, 50)).toFixed(2)}`,
  );
}
await app.close();
await database.close();
