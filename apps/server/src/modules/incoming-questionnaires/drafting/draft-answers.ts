import { CERTIFICATION_STATUSES, type CertificationStatus } from '@rampart/contracts';
import {
  draftingControls,
  draftingRegisters,
  listCertifications,
  recommendCandidates,
  type DraftingControl,
  type Executor,
} from '@rampart/db';
import {
  buildRecommendQuery,
  certificationStanding,
  draftAnswer,
  MIN_CONTROL_MATCH,
  rankControls,
  sharesActions,
  titleMatch,
  tsRankWeights,
  type CertificationFacts,
  type ControlFacts,
  type DraftAnswer,
  type QuestionFacts,
} from '@rampart/domain';

// Drafts the answers of a customer's questionnaire from the organisation's records (issue 22
// point 3), offline: each question's words (and the offline engine's expansions) are looked up
// in the control library by PostgreSQL's full-text search, all questions in one round trip;
// the ranked library controls lead to the organisation's controls adopted from them, and its
// own controls are matched by title; the rules of @rampart/domain (draft-answer.ts) decide.

/** Library controls considered per question. */
const LIBRARY_CONTROLS_PER_QUESTION = 8;

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Everything the rules read about the organisation, loaded once for a whole questionnaire. */
export type DraftingContext = Awaited<ReturnType<typeof loadDraftingContext>>;

export const loadDraftingContext = async (db: Executor, organizationId: string, now: Date) => {
  const controls = await draftingControls(db, organizationId);
  const registers = await draftingRegisters(db, organizationId);
  // Held or not by the one rule the register shows (certificationStanding).
  const certifications: CertificationFacts[] = (await listCertifications(db, organizationId)).map(
    (c) => {
      const status = (CERTIFICATION_STATUSES as readonly string[]).includes(c.status)
        ? (c.status as CertificationStatus)
        : 'in_progress';
      const standing = certificationStanding({ ...c, status }, todayOf(now));
      return {
        id: c.id,
        name: c.name,
        status,
        issuer: c.issuer,
        held: standing.held,
        standing: standing.standing,
        validUntil: standing.validUntil,
      };
    },
  );
  return { organizationId, now, controls, registers, certifications };
};

const factsOfControl = (c: DraftingControl, match: number): ControlFacts => ({
  id: c.id,
  title: c.title,
  status: c.status,
  implementationStatus: c.implementationStatus,
  match,
  lastTest: c.lastTest,
  testDueAt: c.testDueAt,
  evidence: c.evidence,
});

/** The drafted answer of each question, by its id, against the organisation's records. */
export const draftAnswers = async (
  db: Executor,
  org: DraftingContext,
  questions: readonly { id: string; text: string }[],
): Promise<Map<string, DraftAnswer>> => {
  const { organizationId, now } = org;
  const out = new Map<string, DraftAnswer>();
  if (questions.length === 0) return out;
  const queries = questions.map((q) => buildRecommendQuery({ title: q.text }));
  const words = [...new Set(queries.flatMap((q) => q.words.map((w) => w.word)))];
  const found =
    words.length > 0
      ? await recommendCandidates(db, organizationId, words, tsRankWeights())
      : { wordLexemes: [], libraryCount: 0, trackedFrameworks: [], controls: [] };
  const lexemesOf = new Map(words.map((w, i) => [w, found.wordLexemes[i] ?? []]));
  const adopted = new Map<string, DraftingControl[]>();
  const own: DraftingControl[] = [];
  for (const c of org.controls) {
    if (c.libraryControlId) {
      adopted.set(c.libraryControlId, [...(adopted.get(c.libraryControlId) ?? []), c]);
    } else own.push(c);
  }
  const documents = org.registers.documents.map((d) => ({
    ...d,
    approved: d.status === 'approved',
    expired: d.expiresAt !== null && d.expiresAt.getTime() < now.getTime(),
  }));

  questions.forEach((question, i) => {
    const query = queries[i]!;
    const ranked =
      query.words.length > 0
        ? rankControls(
            query,
            query.words.map((w) => lexemesOf.get(w.word) ?? []),
            found.controls,
            {
              libraryCount: found.libraryCount,
              frameworks: found.trackedFrameworks,
              limit: LIBRARY_CONTROLS_PER_QUESTION,
            },
          )
        : [];
    const matched = new Map<string, ControlFacts>();
    for (const r of ranked) {
      for (const c of adopted.get(r.libraryControlId) ?? []) {
        const prior = matched.get(c.id);
        if (!prior || prior.match < r.score) matched.set(c.id, factsOfControl(c, r.score));
      }
    }
    // The organisation's own controls, by their title, when they also name what is asked.
    for (const c of own) {
      const match = titleMatch(question.text, c.title);
      if (
        match >= MIN_CONTROL_MATCH &&
        sharesActions(question.text, `${c.title} ${c.description}`)
      ) {
        matched.set(c.id, factsOfControl(c, match));
      }
    }
    const facts: QuestionFacts = {
      text: question.text,
      controls: [...matched.values()],
      certifications: org.certifications,
      documents: documents.map((d) => ({ ...d, match: titleMatch(question.text, d.title) })),
      vendors: org.registers.vendors,
      risks: org.registers.risks,
      now,
    };
    out.set(question.id, draftAnswer(facts));
  });
  return out;
};
