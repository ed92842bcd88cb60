// The demo's year (docs/decisions/023-demo-history.md): the organisation founded a little over a
// year ago, then everything its people did since, each on its day, through the product's own
// API under a simulated clock, so every chart, widget and report has a year to show.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@rampart/db';
import { snapshotCoverage } from '../modules/frameworks/snapshot-coverage.ts';
import { apiViaInject, type As, type DemoWorld, type PersonKey } from './demo-api.ts';
import { demoRandom } from './demo-random.ts';
import { timeline } from './demo-timeline.ts';
import { planCompliance } from './history-compliance.ts';
import { planControls } from './history-controls.ts';
import { planDocuments } from './history-documents.ts';
import { planCustomerQuestionnaires } from './history-customer-questionnaires.ts';
import { planQuestionnaires } from './history-questionnaires.ts';
import { planRisks } from './history-risks.ts';
import { foundOrganisation, JOINS, joinTeam } from './history-team.ts';
import { planReports, type ReportFiles } from './history-reports.ts';
import { planTrustCenter } from './history-trust-center.ts';
import { planVendors } from './history-vendors.ts';
import { installSimClock } from './sim-clock.ts';

const DAY = 86_400_000;
/**
 * A year and three weeks: a year's chart starts 371 days back (53 weekly steps), and by then the
 * team has joined and the first risks are on the register.
 */
export const HISTORY_DAYS = 385;

export const writeDemoYear = async ({
  app,
  db,
  storage,
  today = new Date(),
}: {
  app: FastifyInstance;
  db: Db;
  /** The app's file storage: the scheduled report runs' files are written there. */
  storage: ReportFiles;
  today?: Date;
}): Promise<void> => {
  const t = timeline(new Date(today.getTime() - HISTORY_DAYS * DAY), today);
  const clock = installSimClock(t.at(0, 9));
  try {
    const api = apiViaInject(app);
    const founded = await foundOrganisation(app, api);
    const people = new Map<PersonKey, As>([['owner', founded.owner]]);
    const world: DemoWorld = {
      app,
      api,
      db,
      clock,
      rng: demoRandom(),
      t,
      organizationId: founded.organizationId,
      people,
      as(key) {
        const person = people.get(key);
        if (!person) throw new Error(`The demo asks ${key} to act before joining`);
        return person;
      },
      controls: new Map(),
      risks: new Map(),
      vendors: new Map(),
    };
    for (const { key, day } of JOINS) {
      t.plan(day, 11, async () => {
        people.set(key, await joinTeam(app, api, founded.owner, key));
      });
    }
    planControls(world);
    planRisks(world);
    planCompliance(world);
    planVendors(world);
    planQuestionnaires(world);
    planCustomerQuestionnaires(world);
    planDocuments(world);
    planReports(world, storage);
    planTrustCenter(world);
    await t.run((at) => clock.set(at));
    clock.set(today);
    await snapshotCoverage(db, clock.now(), world.organizationId);
  } finally {
    clock.restore();
  }
};
