// `npm run bench:seed`: an organisation with 100,000 risks, 20,000 controls and 200,000 mappings,
// on the embedded database in DATA_DIR (or DATABASE_URL). Values vary deterministically.
import {
  RISK_CATEGORIES,
  riskLevel,
  riskScore,
  DEFAULT_REVIEW_CADENCE,
  nextReviewDate,
} from '@rampart/domain';
import { openDatabase, schema } from '@rampart/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { recomputeResidual } from '../apps/server/src/modules/risks/recompute-residual.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './bench-account.ts';

const RISKS = Number(process.env.BENCH_RISKS ?? 100_000);
const CONTROLS = Number(process.env.BENCH_CONTROLS ?? 20_000);
const MAPPINGS_PER_RISK = 2;
const BATCH = 1000;

const SUBJECTS = [
  'payroll',
  'customer portal',
  'billing',
  'HR records',
  'data warehouse',
  'CI pipeline',
  'email',
  'CRM',
];
const EVENTS = [
  'Unauthorised access to',
  'Outage of',
  'Data loss in',
  'Fraud in',
  'Compliance breach in',
  'Vendor failure affecting',
];
const STATUSES = ['identified', 'assessed', 'in-progress', 'mitigated', 'accepted'];
const TYPES = ['preventive', 'detective', 'corrective'];
const FRAMEWORKS = [['SOC2'], ['ISO27001'], ['SOC2', 'ISO27001'], ['GDPR'], []];

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
await database.migrate();
const app = await buildApp({ config, database, mailer: null });
const t0 = performance.now();
const lap = (what: string) =>
  console.log(`${what.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);

try {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
      name: 'Bench Owner',
      organizationName: 'Bench Co',
    },
  });
  if (reg.statusCode !== 200) {
    console.log(
      `The bench organisation exists already (${reg.json().error.message}); nothing to do.`,
    );
    process.exit(0);
  }
  // Registering signs nobody in (decision 012): the organisation comes from signing in.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
  });
  const orgId: string = signIn.json().data.user.organizationId;
  const { db } = database;
  const day = 86_400_000;
  const base = Date.UTC(2025, 0, 1);

  for (let start = 0; start < CONTROLS; start += BATCH) {
    const rows = [];
    for (let g = start; g < Math.min(CONTROLS, start + BATCH); g++) {
      rows.push({
        id: `ctl_bench_${String(g).padStart(6, '0')}`,
        organizationId: orgId,
        title: `${['Review', 'Monitor', 'Restrict', 'Reconcile'][g % 4]} ${SUBJECTS[g % SUBJECTS.length]} ${g}`,
        description: `Benchmark control ${g}`,
        type: TYPES[g % 3]!,
        effectiveness: 0.5 + (g % 50) / 100,
        effectivenessBand: null,
        createdAt: new Date(base + (g % 600) * day),
      });
    }
    await db.insert(schema.controls).values(rows);
  }
  lap(`${CONTROLS} controls`);

  for (let start = 0; start < RISKS; start += BATCH) {
    const rows = [];
    for (let g = start; g < Math.min(RISKS, start + BATCH); g++) {
      const likelihood = 1 + ((g * 7) % 5);
      const impact = 1 + ((g * 13 + Math.floor(g / 5)) % 5);
      const score = riskScore(likelihood, impact);
      const level = riskLevel(score);
      const identified = new Date(base + (g % 650) * day);
      rows.push({
        id: `rsk_bench_${String(g).padStart(6, '0')}`,
        organizationId: orgId,
        title: `${EVENTS[g % EVENTS.length]} ${SUBJECTS[Math.floor(g / 6) % SUBJECTS.length]} #${g}`,
        description: `Benchmark risk ${g}`,
        category: RISK_CATEGORIES[g % RISK_CATEGORIES.length]!,
        likelihood,
        impact,
        riskScore: score,
        riskLevel: level,
        residualLikelihood: likelihood,
        residualImpact: impact,
        residualScore: score,
        residualLevel: level,
        status: STATUSES[g % STATUSES.length]!,
        owner: `Owner ${g % 40}`,
        reviewCadence: DEFAULT_REVIEW_CADENCE[level],
        frameworks: FRAMEWORKS[g % FRAMEWORKS.length]!,
        dateIdentified: identified,
        nextReview: nextReviewDate(identified, DEFAULT_REVIEW_CADENCE[level]),
        createdAt: identified,
        updatedAt: identified,
      });
    }
    await db.insert(schema.risks).values(rows);
  }
  lap(`${RISKS} risks`);

  for (let start = 0; start < RISKS; start += BATCH) {
    const rows = [];
    for (let g = start; g < Math.min(RISKS, start + BATCH); g++) {
      for (let k = 0; k < MAPPINGS_PER_RISK; k++) {
        rows.push({
          organizationId: orgId,
          riskId: `rsk_bench_${String(g).padStart(6, '0')}`,
          controlId: `ctl_bench_${String((g * 3 + k * 7919) % CONTROLS).padStart(6, '0')}`,
          effectiveness: 0.3 + ((g + k) % 60) / 100,
        });
      }
    }
    await db.insert(schema.controlRiskMappings).values(rows);
  }
  lap(`${RISKS * MAPPINGS_PER_RISK} mappings`);

  for (let start = 0; start < RISKS; start += 2000) {
    const ids: string[] = [];
    for (let g = start; g < Math.min(RISKS, start + 2000); g++)
      ids.push(`rsk_bench_${String(g).padStart(6, '0')}`);
    await db.transaction((tx) => recomputeResidual(tx, orgId, ids));
  }
  lap('residual risk');
  // The residual pass rewrote every risk: reclaim the dead rows and refresh the visibility map
  // so counts can use index-only scans.
  await database.raw('vacuum analyze');
  console.log(
    `\nSign in as ${BENCH_EMAIL} / ${BENCH_PASSWORD} (data: ${config.databaseUrl ?? config.dataDir}).`,
  );
} finally {
  await app.close();
  await database.close();
}
