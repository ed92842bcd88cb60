// `npm run bench:bulk`: times bulk create, update and delete of 1,000 risks through the API
// (POST /api/risks/bulk-create, PATCH /api/risks/bulk-update, POST /api/risks/bulk-delete), on a
// fresh organisation. Embedded engine in memory by default; DATABASE_URL for the PostgreSQL server.
import { openDatabase } from '@rampart/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CATEGORIES = ['TECHNOLOGY', 'OPERATIONAL', 'COMPLIANCE', 'FINANCIAL'];

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/rampart-bench-bulk',
});
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : {});
await database.migrate();
const app = await buildApp({ config, database, mailer: null });

// A new organisation per run, so the figures do not depend on what the database holds already.
const email = `bulk-bench-${Date.now().toString(36)}@rampart.test`;
const password = 'rampart-bench-2026';
const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email, password, name: 'Bulk Bench', organizationName: 'Bulk Bench Co' },
});
if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in',
  payload: { email, password },
});
if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
  const t0 = performance.now();
  const res = await app.inject({ method, url, payload, headers: { cookie } });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return { ms, data: res.json().data };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times = { create: [] as number[], update: [] as number[], delete: [] as number[] };

for (let round = 0; round < ROUNDS; round++) {
  const risks = Array.from({ length: ROWS }, (_, i) => ({
    title: `Bulk risk ${round}.${i}`,
    description: 'Created by the bulk benchmark',
    category: CATEGORIES[i % CATEGORIES.length],
    likelihood: (i % 5) + 1,
    impact: ((i * 3) % 5) + 1,
  }));
  const created = await call('POST', '/api/risks/bulk-create', { risks });
  const ids = (created.data as { id: string }[]).map((r) => r.id);
  const updates = ids.map((id, i) => ({
    id,
    likelihood: ((i + 2) % 5) + 1,
    impact: ((i + 1) % 5) + 1,
    status: 'assessed',
  }));
  const updated = await call('PATCH', '/api/risks/bulk-update', { updates });
  const deleted = await call('POST', '/api/risks/bulk-delete', { ids });
  times.create.push(created.ms);
  times.update.push(updated.ms);
  times.delete.push(deleted.ms);
}

console.log(
  `Rampart bulk bench: ${config.databaseUrl ? 'PostgreSQL server' : 'embedded PGlite'}, ` +
    `${ROWS} risks per call, median of ${ROUNDS} rounds, node ${process.version}`,
);
for (const [what, xs] of Object.entries(times)) {
  console.log(
    `bulk ${what.padEnd(7)} ${ROWS} risks ${median(xs).toFixed(0).padStart(7)} ms` +
      `   (rounds: ${xs.map((x) => x.toFixed(0)).join(', ')} ms)`,
  );
}
await app.close();
await database.close();
