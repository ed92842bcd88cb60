// `npm run demo`: the demo organisation, Northwind Health, with a year of history made through
// Rampart's own API (docs/decisions/023-demo-history.md), and how to sign in.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@rampart/db';
import { type ApiCall } from './demo-api.ts';
import type { ReportFiles } from './history-reports.ts';
import { DEMO_ORG, DEMO_PASSWORD, PEOPLE } from './history-team.ts';
import { writeDemoYear } from './seed-history.ts';

export { apiViaInject, type ApiCall } from './demo-api.ts';
export { DEMO_ORG, DEMO_PASSWORD } from './history-team.ts';

/** The app and database of this process: the year is written under a simulated clock. */
export type InProcess = { app: FastifyInstance; db: Db; storage: ReportFiles; today?: Date };

/**
 * Creates the demo organisation and its year, once; a second run finds it and says so. The year
 * needs the app in this process (`inProcess`); without it, only an existing demo is accepted.
 */
export const seedDemo = async (
  api: ApiCall,
  publicUrl: string,
  inProcess?: InProcess,
): Promise<void> => {
  const existing = await api('POST', '/api/auth/sign-in', {
    email: PEOPLE.owner.email,
    password: DEMO_PASSWORD,
  });
  if (existing.status === 200) {
    console.log('The demo organisation already exists.');
    printCredentials(publicUrl);
    return;
  }
  if (!inProcess) {
    throw new Error('The demo organisation is missing: run `npm run demo` to create it.');
  }
  await writeDemoYear(inProcess);
  console.log(`Created the demo organisation "${DEMO_ORG}" with a year of history.`);
  printCredentials(publicUrl);
};

const printCredentials = (publicUrl: string) => {
  console.log(
    `\nSign in at ${publicUrl}/auth/login with any of these (password: ${DEMO_PASSWORD}):`,
  );
  for (const p of Object.values(PEOPLE)) console.log(`  ${p.email.padEnd(28)} ${p.role}`);
};
