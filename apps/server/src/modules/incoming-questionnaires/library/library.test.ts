// The answer library (issue 22 point 4): an answer a person approved is kept with who, when and
// the records it rests on; the same question in the next questionnaire reuses it while those
// records hold; it goes stale when one does not; two approved answers that disagree are flagged.
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
const LIBRARY = '/api/questionnaires/answer-library';

type Q = {
  id: string;
  text: string;
  draft: { answer: string; reason: string; libraryEntryId: string | null } | null;
};

/** Imports these questions for a customer and drafts them; answers the questionnaire. */
const draftedFor = async (owner: SignedIn, customer: string, questions: string[]) => {
  const id = await importFile(
    owner,
    { name: 'q.txt', type: 'text/plain', data: Buffer.from(questions.join('\n')) },
    { customer },
  );
  await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
  await app.jobs.drain();
  const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
  return { id, questions: detail.questions as Q[] };
};
const review = (owner: SignedIn, id: string, q: Q, body: object) =>
  data(owner, 'PATCH', `/api/questionnaires/incoming/${id}/questions/${q.id}`, body);

const MFA = 'Is multi-factor authentication enforced for administrators?';
const QKD = 'Do you use quantum key distribution between data centres?';

describe('the answer library', () => {
  it('keeps approved answers and reuses them for the same question while their records hold', async () => {
    const owner = await buildOrg(app);
    const mfa = await testedControl(
      owner,
      'Multi-factor authentication for administrators',
      'pass',
      10,
    );
    const first = await draftedFor(owner, 'Acme Bank', [`1. ${MFA}`, `2. ${QKD}`]);
    expect(first.questions.map((q) => q.draft!.answer)).toEqual(['yes', 'unknown']);
    await review(owner, first.id, first.questions[0]!, { decision: 'accept' });
    await review(owner, first.id, first.questions[1]!, {
      decision: 'edit',
      answer: 'no',
      text: 'No. Traffic between regions is protected by TLS 1.3.',
    });

    const library = await data(owner, 'GET', LIBRARY);
    expect(library.counts).toEqual({ current: 2, stale: 0, conflicting: 0 });
    expect(library.items.map((e: { answer: string }) => e.answer).sort()).toEqual(['no', 'yes']);
    expect(library.items[0]).toMatchObject({
      approvedBy: owner.user.name,
      source: 'Acme Bank',
      questionnaireId: first.id,
      standing: 'current',
    });

    // The next customer asks the same, numbered their way.
    const second = await draftedFor(owner, 'Globex', [`A.1 ${MFA}`, `A.2 ${QKD}`]);
    const [again, qkd] = second.questions;
    expect(again!.draft).toMatchObject({ answer: 'yes' });
    expect(again!.draft!.libraryEntryId).not.toBeNull();
    expect(qkd!.draft).toMatchObject({ answer: 'no' });
    expect(qkd!.draft!.reason).toMatch(
      /The same question was answered this way by .* \(Acme Bank\)/,
    );

    // The control fails its test: the approved "yes" is stale and no longer reused.
    await data(owner, 'POST', `/api/controls/${mfa.id}/complete-test`, {
      result: 'fail',
      effectiveness: 0.2,
      lastTestDate: new Date().toISOString(),
    });
    const stale = await data(owner, 'GET', `${LIBRARY}?standing=stale`);
    expect(stale.items).toHaveLength(1);
    expect(stale.items[0].staleReasons[0]).toMatch(/failed its last test/);
    const third = await draftedFor(owner, 'Initech', [MFA]);
    expect(third.questions[0]!.draft).toMatchObject({ answer: 'partial', libraryEntryId: null });
  });

  it('flags two approved answers that disagree on the same question, and reuses neither', async () => {
    const owner = await buildOrg(app);
    const one = await draftedFor(owner, 'Acme Bank', [QKD]);
    const two = await draftedFor(owner, 'Globex', [`3.1 ${QKD}`]);
    await review(owner, one.id, one.questions[0]!, { decision: 'edit', answer: 'no', text: 'No.' });
    await review(owner, two.id, two.questions[0]!, {
      decision: 'edit',
      answer: 'partial',
      text: 'Partially, between two sites.',
    });
    const flagged = await data(owner, 'GET', `${LIBRARY}?standing=conflicting`);
    expect(flagged.items).toHaveLength(2);
    // A page of the matches: the total counts them, the counts stay the whole library's.
    const first = await data(owner, 'GET', `${LIBRARY}?standing=conflicting&limit=1`);
    expect(first).toMatchObject({
      total: 2,
      counts: { conflicting: 2 },
      abilities: { delete: true },
    });
    expect(first.items).toHaveLength(1);
    const next = `${LIBRARY}?standing=conflicting&limit=1&cursor=${first.nextCursor}`;
    const second = await data(owner, 'GET', next);
    expect(second).toMatchObject({ total: 2, nextCursor: null, counts: { conflicting: 2 } });
    expect([...first.items, ...second.items].map((e: { id: string }) => e.id).sort()).toEqual(
      flagged.items.map((e: { id: string }) => e.id).sort(),
    );
    const three = await draftedFor(owner, 'Initech', [QKD]);
    expect(three.questions[0]!.draft).toMatchObject({ answer: 'unknown', libraryEntryId: null });
    // Searching finds them by the question's or the answer's words.
    expect((await data(owner, 'GET', `${LIBRARY}?q=sites`)).items).toHaveLength(1);
  });

  it('leaves the library alone when only the reviewer or due date changes', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const one = await draftedFor(owner, 'Acme Bank', [QKD]);
    const q = one.questions[0]!;
    await review(owner, one.id, q, { decision: 'edit', answer: 'no', text: 'No.' });
    const [entry] = (await data(owner, 'GET', LIBRARY)).items;
    expect(entry.citations).toEqual([]);
    await call(owner, 'DELETE', `${LIBRARY}/${entry.id}`);
    await review(member, one.id, q, { dueDate: '2031-01-01', assigneeId: member.user.id });
    expect((await data(owner, 'GET', LIBRARY)).items).toEqual([]);
  });

  it('drops an answer whose review is undone, and lets writers remove an entry', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const one = await draftedFor(owner, 'Acme Bank', [QKD, MFA]);
    await review(owner, one.id, one.questions[0]!, { decision: 'edit', answer: 'no', text: 'No.' });
    await review(owner, one.id, one.questions[1]!, { decision: 'edit', answer: 'no', text: 'No.' });
    await review(owner, one.id, one.questions[0]!, { decision: 'reject' });
    const { items } = await data(auditor, 'GET', LIBRARY);
    expect(items).toHaveLength(1);
    expect((await call(auditor, 'DELETE', `${LIBRARY}/${items[0].id}`)).statusCode).toBe(403);
    const stranger = await buildOrg(app);
    expect((await call(stranger, 'DELETE', `${LIBRARY}/${items[0].id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `${LIBRARY}/${items[0].id}`)).statusCode).toBe(200);
    expect((await data(owner, 'GET', LIBRARY)).items).toEqual([]);
    expect((await data(stranger, 'GET', LIBRARY)).counts).toEqual({
      current: 0,
      stale: 0,
      conflicting: 0,
    });
  });
});
