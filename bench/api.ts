// `npm run bench:api`: load on GET /api/risks?limit=200 (a filter and a sort) through Rampart, and
// in the same run on a bare Fastify handler that sends the same SQL straight through the driver.
// Prints requests per second, p50/p99 latency and the ratio. Run `npm run bench:seed` first.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { listRisksQueries, openDatabase } from '@rampart/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-account.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

const run = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });

const query = 'limit=200&category=TECHNOLOGY&sortBy=riskScore&sortDirection=desc';
const check = await fetch(`http://127.0.0.1:${API_PORT}/api/risks?${query}`, {
  headers: { cookie },
});
const body = (await check.json()) as { data: { total: number; items: unknown[] } };
console.log(
  `Rampart bench: ${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ${body.data.total} matching risks, ` +
    `${body.data.items.length} per page, ${CONNECTIONS} connections, ${DURATION} s each, node ${process.version}`,
);
await run(`http://127.0.0.1:${BARE_PORT}/risks`); // warm up caches and the JIT
const api = await run(`http://127.0.0.1:${API_PORT}/api/risks?${query}`, { cookie });
const raw = await run(`http://127.0.0.1:${BARE_PORT}/risks`);
const row = (label: string, r: autocannon.Result) =>
  console.log(
    `${label.padEnd(38)} ${r.requests.average.toFixed(1).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${r.errors + r.non2xx}`,
  );
row('GET /api/risks (Rampart, full stack)', api);
row('bare Fastify + same SQL via driver', raw);
console.log(`ratio Rampart / bare: ${(api.requests.average / raw.requests.average).toFixed(2)}`);
await app.close();
await bare.close();
await database.close();
