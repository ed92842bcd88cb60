import { CERTIFICATION_STATUSES, type CertificationStatus } from '@rampart/contracts';
import {
  controlTextMatches,
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
/** The organisation's controls considered per question, by their own words. */
const OWN_CONTROLS_PER_QUESTION = 5;
/** How strongly a question must point at one of the organisation's controls by its words. */
const OWN_CONTROL_MIN = 0.75;

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
  description: c.description,
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
  // The organisation's controls by their own words too: those written by the team, and adopted
  // ones whose title or description the team changed.
  const direct =
    words.length > 0
      ? await controlTextMatches(db, organizationId, words, tsRankWeights())
      : { wordLexemes: [], controlCount: 0, controls: [] };
  const directLexemesOf = new Map(words.map((w, i) => [w, direct.wordLexemes[i] ?? []]));
  const directCandidates = direct.controls.map((c) => ({
    id: c.id,
    name: '',
    category: '',
    importance: '',
    standards: '',
    ranks: c.ranks,
    adoptedControlIds: [],
  }));
  const byId = new Map(org.controls.map((c) => [c.id, c]));
  const adopted = new Map<string, DraftingControl[]>();
  for (const c of org.controls) {
    if (c.libraryControlId) {
      adopted.set(c.libraryControlId, [...(adopted.get(c.libraryControlId) ?? []), c]);
    }
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
    // Its controls ranked by their own words, when they also name the act asked about.
    const own =
      query.words.length > 0
        ? rankControls(
            query,
            query.words.map((w) => directLexemesOf.get(w.word) ?? []),
            directCandidates,
            {
              // Word weights as rare as in the library, whatever the organisation's size: a team of
              // three controls must not find every word common.
              libraryCount: Math.max(direct.controlCount, found.libraryCount),
              frameworks: [],
              limit: OWN_CONTROLS_PER_QUESTION,
            },
          )
        : [];
    for (const r of own) {
      const c = byId.get(r.libraryControlId);
      if (r.score < OWN_CONTROL_MIN) continue;
      if (!c || !sharesActions(question.text, `${c.title} ${c.description}`)) continue;
      const prior = matched.get(c.id);
      if (!prior || prior.match < r.score) matched.set(c.id, factsOfControl(c, r.score));
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
