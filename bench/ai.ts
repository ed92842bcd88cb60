// `npm run bench:ai`: the offline control recommendation (ARIA, issue 5) on the bench
// organisation's 100,000 risks. N workers each take the next risk id from a fixed stream, load
// the risk (scoped to the organisation) and recommend controls for it, for a fixed time; the
// run prints recommendations per second and p50/p99 latency, on the embedded database in
// DATA_DIR and, when DATABASE_URL is set, on that PostgreSQL server too.
// Seed first, once per engine: `npm run bench:seed` (embedded, DATA_DIR) and
// `DATABASE_URL=... npm run bench:seed` (server).
import {
  findRisk,
  findUserByEmail,
  listRisks,
  listUserOrganizations,
  openDatabase,
} from '@rampart/db';
import { loadConfig } from '../apps/server/src/config.ts';
import { recommendControlsOffline } from '../apps/server/src/ai/recommend/recommend-controls-offline.ts';
import { BENCH_EMAIL } from './bench-account.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const engines = [
  {
    label: 'embedded PGlite',
    options: { dataDir: `${config.dataDir}/pglite` },
    seed: `DATA_DIR=${config.dataDir} npm run bench:seed`,
  },
  ...(config.databaseUrl
    ? [
        {
          label: 'PostgreSQL server',
          options: { url: config.databaseUrl, poolSize: WORKERS + 2 },
          seed: 'DATABASE_URL=... npm run bench:seed',
        },
      ]
    : []),
];

type Run = { done: number; errors: number; empty: number; seconds: number; latencies: number[] };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;

const row = (label: string, r: Run, risks: number) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(18)} ${(r.done / r.seconds).toFixed(1).padStart(8)} recs/s   p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms   ${String(r.done).padStart(6)} done over ${risks} risks, errors ${r.errors}, empty ${r.empty}`,
  );
};

console.log(
  `Rampart bench: offline control recommendation by risk id, ${WORKERS} workers, ${WARMUP} s warm-up + ${DURATION} s per engine, node ${process.version}`,
);
for (const engine of engines) {
  const database = await openDatabase(engine.options);
  try {
    await database.migrate();
    const user = await findUserByEmail(database.db, BENCH_EMAIL);
    const orgId = user ? (await listUserOrganizations(database.db, user.id))[0]?.id : undefined;
    if (!orgId) {
      console.error(`${engine.label}: no bench organisation; run \`${engine.seed}\` first.`);
      process.exitCode = 1;
      continue;
    }
    const { total } = await listRisks(database.db, orgId, {
      limit: 1,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    // The seed's ids; a stride coprime with the count visits risks in a spread-out order.
    const riskId = (i: number) => `rsk_bench_${String((i * 7919) % total).padStart(6, '0')}`;

    const measure = async (seconds: number, startAt: number): Promise<Run> => {
      const run: Run = { done: 0, errors: 0, empty: 0, seconds, latencies: [] };
      let next = startAt;
      const end = performance.now() + seconds * 1000;
      const worker = async () => {
        while (performance.now() < end) {
          const id = riskId(next++);
          const t0 = performance.now();
          try {
            const risk = await findRisk(database.db, orgId, id);
            if (!risk) throw new Error(`risk ${id} not found`);
            const recs = await recommendControlsOffline(database.db, orgId, {
              title: risk.title,
              description: risk.description,
              category: risk.category,
              frameworks: risk.frameworks,
            });
            run.latencies.push(performance.now() - t0);
            run.done++;
            if (recs.length === 0) run.empty++;
          } catch (err) {
            run.errors++;
            if (run.errors === 1) console.error(`${engine.label}: ${(err as Error).message}`);
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: WORKERS }, worker));
      run.seconds = (performance.now() - started) / 1000;
      return run;
    };

    await measure(WARMUP, 0);
    row(engine.label, await measure(DURATION, 1_000_000), total);
  } finally {
    await database.close();
  }
}
