// `npm run bench:api`: load on GET /api/risks?limit=200 (a filter and a sort) through Rampart, and
// in the same run on a bare Fastify handler that sends the same SQL straight through the driver.
// Prints requests per second, p50/p99 latency and the ratios. Run `npm run bench:seed` first.
// BENCH_SECONDS (per side), BENCH_CONNECTIONS and BENCH_ROUNDS tune it.
import Fastify from 'fastify';
import { listRisksQueries, openDatabase } from '@rampart/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-account.ts';
import { figures, printFigures, runSlice, tally, type Figures, type Tally } from './load-slices.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each side's seconds are split into this many slices, taken in turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const API_PORT = 3291;
const BARE_PORT = 3292;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: String(API_PORT) });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
const app = await buildApp({ config, database, mailer: null });
await app.listen({ port: API_PORT, host: '127.0.0.1' });

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
const orgId: string = signIn.json().data.user.organizationId;

// Exactly the SQL the API runs for category=TECHNOLOGY&sortBy=riskScore&sortDirection=desc.
const queries = listRisksQueries(database.db, orgId, {
  category: ['TECHNOLOGY'],
  sortBy: 'riskScore',
  sortDirection: 'desc',
  limit: 200,
});
const pageSql = queries.page.toSQL();
const countSql = queries.count.toSQL();
const bare = Fastify();
bare.get('/risks', async () => {
  const [rows, count] = await Promise.all([
    database.raw(pageSql.sql, pageSql.params),
    database.raw<{ total: number }>(countSql.sql, countSql.params),
  ]);
  return { success: true, data: { items: rows, total: Number(count[0]?.total ?? 0) } };
});
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

/** One load slice; every response time is kept, so slices add up to exact percentiles. */
const run = (into: Tally, url: string, headers: Record<string, string>, seconds: number) =>
  runSlice(into, { url, headers, connections: CONNECTIONS, seconds });

const query = 'limit=200&category=TECHNOLOGY&sortBy=riskScore&sortDirection=desc';
const apiUrl = `http://127.0.0.1:${API_PORT}/api/risks?${query}`;
const bareUrl = `http://127.0.0.1:${BARE_PORT}/risks`;
const check = await fetch(apiUrl, { headers: { cookie } });
const body = (await check.json()) as { data: { total: number; items: unknown[] } };
console.log(
  `Rampart bench: ${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${body.data.total} matching risks, ` +
    `${body.data.items.length} per page, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating slices, node ${process.version}`,
);
// Warm up caches and the JIT on both sides.
await run(tally(), bareUrl, {}, 2);
await run(tally(), apiUrl, { cookie }, 2);
// The two sides take turns (ABBA...), so a neighbour's load on a shared machine falls on both.
const api = tally();
const raw = tally();
for (let i = 0; i < ROUNDS; i++) {
  const slices: [Tally, string, Record<string, string>][] = [
    [api, apiUrl, { cookie }],
    [raw, bareUrl, {}],
  ];
  if (i % 2 === 1) slices.reverse();
  for (const [into, url, headers] of slices) await run(into, url, headers, DURATION / ROUNDS);
}

const a = figures(api);
const b = figures(raw);
const row = (label: string, f: Figures) => printFigures(label, f, 38);
row('GET /api/risks (Rampart, full stack)', a);
row('bare Fastify + same SQL via driver', b);
console.log(
  `ratio Rampart / bare: ${(a.rps / b.rps).toFixed(2)} throughput, ${(a.p99 / b.p99).toFixed(2)}× p99 ` +
    '(goal: at least 0.80, at most 1.50×)',
);
await app.close();
await bare.close();
await database.close();
