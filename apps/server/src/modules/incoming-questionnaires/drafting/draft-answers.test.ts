// Drafting the answers of a customer's questionnaire (issue 22 point 3) from the organisation's
// records, as a background job: a "yes" only where an implemented control with a passing test
// (or a held certification) stands behind it, and every citation names one of its records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { incomingKit } from '../incoming-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
});
afterAll(async () => {
  await app.close();
});

const { call, data, importFile, testedControl } = incomingKit(() => app);
const importText = (who: SignedIn, text: string) =>
  importFile(
    who,
    { name: 'q.txt', type: 'text/plain', data: Buffer.from(text) },
    { customer: 'Acme' },
  );

const QUESTIONS = [
  '1. Is multi-factor authentication enforced for administrators?',
  '2. Are user access rights reviewed at least quarterly?',
  '3. Are you ISO 27001 certified?',
  '4. Do you have a SOC 2 Type II report?',
  '5. Do you use quantum key distribution between data centres?',
].join('\n');

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('drafting answers', () => {
  it('answers from controls, tests and certifications, and cites only the organisation’s records', async () => {
    const owner = await buildOrg(app);
    const mfa = await testedControl(
      owner,
      'Multi-factor authentication for administrators',
      'pass',
      10,
    );
    const review = await testedControl(owner, 'Quarterly user access review', 'fail');
    const iso = await data(owner, 'POST', '/api/certifications', {
      name: 'ISO/IEC 27001',
      status: 'held',
      issuer: 'BSI',
      issuedOn: day(-100).slice(0, 10),
      expiresOn: day(700).slice(0, 10),
    });
    const id = await importText(owner, QUESTIONS);

    const requested = await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    expect(requested).toMatchObject({ status: 'queued', progress: 0 });
    // Asked again while it waits: the same job.
    expect((await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`)).jobId).toBe(
      requested.jobId,
    );
    expect(
      (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questionnaire.status,
    ).toBe('drafting');
    await app.jobs.drain();

    const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(detail.drafting).toMatchObject({ status: 'completed', progress: 100 });
    expect(detail.questionnaire).toMatchObject({ status: 'drafted', answeredCount: 5 });
    const answers = detail.questions.map((q: { draft: { answer: string } }) => q.draft.answer);
    expect(answers).toEqual(['yes', 'partial', 'yes', 'no', 'unknown']);
    const [first, second, third] = detail.questions;
    expect(first.draft.citations.map((c: { kind: string }) => c.kind)).toEqual([
      'control',
      'control_test',
    ]);
    expect(first.draft.citations[0]).toMatchObject({ id: mfa.id });
    expect(second.draft.text).toMatch(/failed its last test/);
    expect(third.draft.citations).toEqual([
      { kind: 'certification', id: iso.id, title: 'ISO/IEC 27001' },
    ]);
    // Every cited control, test and certification is one of the organisation's own.
    const tests = await data(owner, 'GET', `/api/controls/${mfa.id}/tests`);
    const own = new Set([
      mfa.id,
      review.id,
      iso.id,
      ...tests.items.map((t: { id: string }) => t.id),
    ]);
    const reviewTests = await data(owner, 'GET', `/api/controls/${review.id}/tests`);
    for (const t of reviewTests.items) own.add(t.id);
    for (const q of detail.questions)
      for (const c of q.draft.citations) expect(own.has(c.id), c.id).toBe(true);

    // The certification lapses: drafted again, the answer follows the record.
    await data(owner, 'PATCH', `/api/certifications/${iso.id}`, { status: 'withdrawn' });
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const again = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(again.questions[2].draft.answer).toBe('no');
  });

  it('finds a control worded otherwise by the subject both are about, and leaves its "yes" to a person', async () => {
    const owner = await buildOrg(app);
    // The team's words share none of the question's: both are about user access reviews. The
    // control shows what is asked, but only the subject says so: a person confirms the "yes".
    const recert = await data(owner, 'POST', '/api/controls', {
      title: 'Entitlement recertification',
      description: 'Owners of each system confirm which users keep their access, every quarter.',
      implementationStatus: 'implemented',
      frequency: 'QUARTERLY',
    });
    await data(owner, 'POST', `/api/controls/${recert.id}/complete-test`, {
      result: 'pass',
      effectiveness: 0.9,
      lastTestDate: day(-10),
    });
    const id = await importText(owner, '1. Are user access rights reviewed at least quarterly?');
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const [only] = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions;
    expect(only.draft).toMatchObject({ answer: 'partial' });
    expect(only.draft.reason).toMatch(/its own words do not state/);
    expect(only.draft.citations[0]).toMatchObject({ kind: 'control', id: recert.id });
    expect(only.draft.citations[1]).toMatchObject({ kind: 'control_test' });
  });

  it('is asked for by writers only, inside the organisation', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const id = await importText(owner, '1. Is MFA enforced?');
    expect(
      (await call(auditor, 'POST', `/api/questionnaires/incoming/${id}/draft`)).statusCode,
    ).toBe(403);
    const stranger = await buildOrg(app);
    expect(
      (await call(stranger, 'POST', `/api/questionnaires/incoming/${id}/draft`)).statusCode,
    ).toBe(404);
    const seen = await data(auditor, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(seen.drafting).toBeNull();
    expect(seen.questions[0].draft).toBeNull();
  });
});
