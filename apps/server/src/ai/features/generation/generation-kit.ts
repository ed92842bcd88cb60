import { beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { GenerationEvent } from '@rampart/contracts';
import { testApp } from '../../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { call, dataOf, ready } from '../../testing/ai-test-kit.ts';

export { call, dataOf };

/** Before all tests: the worker's app and the owner of a new organisation on it. */
export const useAppWithOwner = () => {
  let made: { app: FastifyInstance; owner: SignedIn } | undefined;
  beforeAll(async () => {
    const app = await testApp();
    made = { app, owner: await buildOrg(app) };
  });
  return { app: () => ready(made, 'app').app, owner: () => ready(made, 'owner').owner };
};

export const createRisk = async (
  app: FastifyInstance,
  who: SignedIn,
  body: { title: string; description?: string } & Record<string, unknown>,
): Promise<string> =>
  dataOf(
    await call(app, who, 'POST', '/api/risks', {
      category: 'TECHNOLOGY',
      likelihood: 4,
      impact: 4,
      ...body,
    }),
  ).id;

export const PHISHING = {
  title: 'Phishing steals employee credentials',
  description:
    'Attackers send convincing emails that trick staff into entering passwords on fake login pages, then take over accounts.',
};
export const RANSOMWARE = {
  title: 'Ransomware encrypts file servers',
  description: 'Malware spreads through the network and encrypts shared drives and backups.',
};
export const VENDOR = {
  title: 'Critical vendor outage',
  description: 'Our payment processor suffers a long outage and customers cannot pay.',
};
/** No usable context: a blank description and a one-word title. */
export const BLANK = { title: 'X', description: '' };

export const CONTEXT = {
  industry: 'Technology',
  size: 'enterprise',
  techStack: ['AWS', 'Okta'],
  complianceGoals: ['SOC 2 Type II this year'],
  riskTolerance: 'low',
  timeline: 'standard',
};

export const generateBody = (riskId: string, extra: Record<string, unknown> = {}) => ({
  riskId,
  organizationContext: CONTEXT,
  preferredFrameworks: ['SOC2'],
  constraints: { maxImplementationHours: 200, allowedComplexity: [] },
  ...extra,
});

/** The events of a text/event-stream body, in order. */
export const parseEvents = (body: string): GenerationEvent[] =>
  body
    .split('\n\n')
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const lines = chunk.split('\n');
      const name = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = JSON.parse(
        lines.find((l) => l.startsWith('data: '))!.slice(6),
      ) as GenerationEvent;
      if (name !== data.type) throw new Error(`event ${name} carries ${data.type}`);
      return data;
    });

/** Generates for a risk and returns the events and the job id. */
export const generate = async (
  app: FastifyInstance,
  who: SignedIn,
  riskId: string,
  extra: Record<string, unknown> = {},
) => {
  const res = await call(
    app,
    who,
    'POST',
    '/api/ai/controls/generate',
    generateBody(riskId, extra),
  );
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  const events = parseEvents(res.body);
  const first = events[0];
  if (first?.type !== 'job') throw new Error(`first event ${first?.type}`);
  return { res, events, jobId: first.jobId };
};

export const getJob = async (app: FastifyInstance, who: SignedIn, id: string) =>
  dataOf(await call(app, who, 'GET', `/api/ai/jobs/${id}`));

export const countOf = async (app: FastifyInstance, who: SignedIn, url: string) =>
  dataOf(await call(app, who, 'GET', url)).total as number;
