import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../../testing/factories.ts';
import { call, dataOf, useStubbedApp } from '../../testing/ai-test-kit.ts';
import type { OpenAiStub } from '../../testing/openai-stub.ts';

export { call };

export const createRisk = async (
  app: FastifyInstance,
  who: SignedIn,
  body: { title: string; likelihood: number; impact: number } & Record<string, unknown>,
): Promise<string> =>
  dataOf(await call(app, who, 'POST', '/api/risks', { category: 'OPERATIONAL', ...body })).id;

export const updateRisk = async (
  app: FastifyInstance,
  who: SignedIn,
  id: string,
  patch: Record<string, unknown>,
) => dataOf(await call(app, who, 'PATCH', `/api/risks/${id}`, patch));

export const createControl = async (
  app: FastifyInstance,
  who: SignedIn,
  body: { title: string } & Record<string, unknown>,
): Promise<string> => dataOf(await call(app, who, 'POST', '/api/controls', body)).id;

export const mapControl = async (
  app: FastifyInstance,
  who: SignedIn,
  riskId: string,
  controlId: string,
  effectiveness: number,
) =>
  dataOf(
    await call(app, who, 'POST', '/api/control-risk-mappings', {
      riskId,
      controlId,
      effectiveness,
    }),
  );

export const completeTest = async (
  app: FastifyInstance,
  who: SignedIn,
  controlId: string,
  result: 'pass' | 'fail' | 'partial',
  effectiveness: number,
) =>
  dataOf(
    await call(app, who, 'POST', `/api/controls/${controlId}/complete-test`, {
      result,
      effectiveness,
    }),
  );

export const trackFramework = async (app: FastifyInstance, who: SignedIn, id: string) =>
  dataOf(await call(app, who, 'PUT', `/api/frameworks/${id}/selection`));

export const adopt = async (app: FastifyInstance, who: SignedIn, libraryControlIds: string[]) =>
  dataOf(await call(app, who, 'POST', '/api/library/controls/adopt', { libraryControlIds }));

/**
 * The hooks of a describe block that talks to the model (useStubbedApp): an app whose AI engine
 * talks to the local OpenAI stub, with no caching (each test scripts its own replies), a breaker
 * that never opens, and the manual clock of the AI test kit (waits are free); after each test, no
 * request the test did not script.
 */
export const useModelApp = () =>
  useStubbedApp({ AI_BREAKER_FAILURES: '1000', AI_CACHE_TTL_MS: '0' });

/** A payroll risk described well enough for the analyses: 4×5, inherent score 20. */
export const PAYROLL = {
  title: 'Payroll clerks approve their own changes',
  description:
    'The same person enters and approves payroll changes, so fictitious employees could be paid.',
  category: 'FINANCIAL',
  likelihood: 4,
  impact: 5,
};

/** The system and user messages the stub received in its n-th request. */
export const sentPrompt = (stub: OpenAiStub, n = 0) => {
  const messages = stub.requests[n]!.body.messages as { role: string; content: string }[];
  return {
    system: messages.find((m) => m.role === 'system')?.content ?? '',
    user: messages.find((m) => m.role === 'user')?.content ?? '',
  };
};

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

/**
 * An organisation with a little history, made through the API:
 * - Payroll fraud 4×5, identified 20.5 days ago, a preventive control mapped at 0.5 (residual 10);
 * - Phishing 3×3, identified 10.5 days ago, reassessed to 4×4 now (no controls);
 * - Old vendor 2×2, identified 5.5 days ago, closed now;
 * - Ransomware 5×5, identified now (no controls);
 * - controls: Payroll change approval (test passed, 0.9) and Badge access (test failed, 0.4);
 * - SOX ITGC tracked.
 */
export const orgWithHistory = async (app: FastifyInstance, owner: SignedIn) => {
  const payroll = await createRisk(app, owner, {
    title: 'Payroll fraud',
    category: 'FINANCIAL',
    likelihood: 4,
    impact: 5,
    dateIdentified: daysAgo(20.5),
  });
  const phishing = await createRisk(app, owner, {
    title: 'Phishing',
    category: 'TECHNOLOGY',
    likelihood: 3,
    impact: 3,
    dateIdentified: daysAgo(10.5),
  });
  const vendor = await createRisk(app, owner, {
    title: 'Old vendor',
    likelihood: 2,
    impact: 2,
    dateIdentified: daysAgo(5.5),
  });
  const ransomware = await createRisk(app, owner, {
    title: 'Ransomware',
    category: 'TECHNOLOGY',
    likelihood: 5,
    impact: 5,
  });
  await updateRisk(app, owner, phishing, { likelihood: 4, impact: 4 });
  await updateRisk(app, owner, vendor, { status: 'closed' });
  const approval = await createControl(app, owner, {
    title: 'Payroll change approval',
    type: 'preventive',
  });
  const badge = await createControl(app, owner, { title: 'Badge access', type: 'preventive' });
  await mapControl(app, owner, payroll, approval, 0.5);
  await completeTest(app, owner, approval, 'pass', 0.9);
  await completeTest(app, owner, badge, 'fail', 0.4);
  await trackFramework(app, owner, 'SOX-ITGC');
  return { payroll, phishing, vendor, ransomware, approval, badge };
};
