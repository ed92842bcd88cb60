import {
  controlTextMatches,
  draftingControls,
  draftingRegisters,
  recommendCandidates,
  type DraftingControl,
  type Executor,
} from '@rampart/db';
import {
  askedTopics,
  DOCUMENT_NAMED,
  hasTopics,
  topicCoverage,
  topicProfile,
  BRIDGE_CONTROL_POINTERS,
  buildRecommendQuery,
  indexLibrary,
  libraryBridge,
  reusableAnswer,
  draftAnswer,
  rankControls,
  sharesActions,
  titleMatch,
  withoutReferencedPolicies,
  normalized,
  tsRankWeights,
  type ControlFacts,
  type DraftAnswer,
  type LibraryPointer,
  type QuestionFacts,
  type RankedControl,
} from '@rampart/domain';
import { readLibrary } from '../library/read-library.ts';
import { certificationFacts } from './certification-facts.ts';

// Drafts the answers of a customer's questionnaire from the organisation's records (issue 22
// point 3), offline: each question's words (and the offline engine's expansions) are looked up
// in the control library by PostgreSQL's full-text search, all questions in one round trip;
// the ranked library controls lead to the organisation's controls adopted from them and to its
// own controls that point at the same library controls (library-bridge.ts), and its own
// controls are matched by their words too; the rules of @rampart/domain (draft-answer.ts) decide,
// unless an answer a person approved for the same question still holds (answer-library.ts).

/** Library controls considered per question. */
const LIBRARY_CONTROLS_PER_QUESTION = 8;
/** The organisation's controls considered per question, by their own words. */
const OWN_CONTROLS_PER_QUESTION = 5;
/** How strongly a question must point at one of the organisation's controls by its words. */
const OWN_CONTROL_MIN = 0.75;
/** How strongly a question and one of the organisation's controls must meet in the library. */
const BRIDGE_MIN = 0.35;
/** How strongly the question's own words must point at a control to confirm a "yes" from it. */
const CONFIRM_MIN = 0.5;
/** How much of what a question asks a control must cover to be about it (topic-match.ts). */
const TOPIC_MIN = 0.5;
/** The match of a control that covers a subject the question asks, before how much it covers. */
const TOPIC_BASE = 0.5;

/** The library controls each text points at, best first, in one round trip for all texts. */
const libraryRanking = async (
  db: Executor,
  organizationId: string,
  texts: readonly { title: string; description?: string | null }[],
  limit: number,
): Promise<{ rankings: RankedControl[][]; libraryCount: number }> => {
  const queries = texts.map((t) =>
    buildRecommendQuery({ title: t.title, description: t.description ?? '' }),
  );
  const words = [...new Set(queries.flatMap((q) => q.words.map((w) => w.word)))];
  if (words.length === 0) return { rankings: texts.map(() => []), libraryCount: 0 };
  const found = await recommendCandidates(db, organizationId, words, tsRankWeights());
  const lexemesOf = new Map(words.map((w, i) => [w, found.wordLexemes[i] ?? []]));
  const rankings = queries.map((query) =>
    query.words.length > 0
      ? rankControls(
          query,
          query.words.map((w) => lexemesOf.get(w.word) ?? []),
          found.controls,
          { libraryCount: found.libraryCount, frameworks: found.trackedFrameworks, limit },
        )
      : [],
  );
  return { rankings, libraryCount: found.libraryCount };
};

const pointers = (ranked: readonly RankedControl[]): LibraryPointer[] =>
  ranked.map((r) => ({ libraryControlId: r.libraryControlId, score: r.score }));

/** Everything the rules read about the organisation, loaded once for a whole questionnaire. */
export type DraftingContext = Awaited<ReturnType<typeof loadDraftingContext>>;

export const loadDraftingContext = async (db: Executor, organizationId: string, now: Date) => {
  const controls = await draftingControls(db, organizationId);
  // Where each control's own words point in the library, for questions worded otherwise.
  const { rankings } = await libraryRanking(db, organizationId, controls, BRIDGE_CONTROL_POINTERS);
  const libraryPointers = new Map(controls.map((c, i) => [c.id, pointers(rankings[i] ?? [])]));
  // What each control is about, in the vocabulary of security subjects questions use too.
  const topics = new Map(controls.map((c) => [c.id, topicProfile(c.title, c.description)]));
  const registers = await draftingRegisters(db, organizationId);
  const certifications = await certificationFacts(db, organizationId, now);
  // The answers people approved, and whether the records they rest on still hold.
  const read = await readLibrary(db, organizationId, now, { controls, registers, certifications });
  const library = { index: indexLibrary(read.entries), conflicts: read.conflicts };
  return {
    organizationId,
    now,
    controls,
    libraryPointers,
    topics,
    registers,
    certifications,
    library,
  };
};

const factsOfControl = (c: DraftingControl, match: number, bridgedOnly = false): ControlFacts => ({
  id: c.id,
  title: c.title,
  description: c.description,
  status: c.status,
  implementationStatus: c.implementationStatus,
  match,
  bridgedOnly,
  lastTest: c.lastTest,
  testDueAt: c.testDueAt,
  evidence: c.evidence,
});

/** The drafted answer of each question, by its id, against the organisation's records. */
export const draftAnswers = async (
  db: Executor,
  org: DraftingContext,
  questions: readonly { id: string; text: string }[],
): Promise<Map<string, DraftAnswer & { libraryEntryId?: string }>> => {
  const { organizationId, now } = org;
  const out = new Map<string, DraftAnswer & { libraryEntryId?: string }>();
  if (questions.length === 0) return out;
  const queries = questions.map((q) => buildRecommendQuery({ title: q.text }));
  const words = [...new Set(queries.flatMap((q) => q.words.map((w) => w.word)))];
  const { rankings, libraryCount } = await libraryRanking(
    db,
    organizationId,
    questions.map((q) => ({ title: q.text })),
    LIBRARY_CONTROLS_PER_QUESTION,
  );
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
    topics: topicProfile(d.title, null),
  }));

  questions.forEach((question, i) => {
    const query = queries[i]!;
    const ranked = rankings[i] ?? [];
    const matched = new Map<string, ControlFacts>();
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
              libraryCount: Math.max(direct.controlCount, libraryCount),
              frameworks: [],
              limit: OWN_CONTROLS_PER_QUESTION,
            },
          )
        : [];
    // How strongly its own words point at each of its controls, where they name the act asked.
    const worded = new Map<string, number>();
    for (const r of own) {
      const c = byId.get(r.libraryControlId);
      if (c && sharesActions(question.text, `${c.title} ${c.description}`))
        worded.set(c.id, r.score);
    }
    const consider = (c: DraftingControl, match: number, bridgedOnly: boolean) => {
      const prior = matched.get(c.id);
      const onlyBridged = bridgedOnly && (prior?.bridgedOnly ?? true);
      matched.set(c.id, factsOfControl(c, Math.max(match, prior?.match ?? 0), onlyBridged));
    };
    const fromLibrary = new Set<string>();
    for (const r of ranked)
      for (const c of adopted.get(r.libraryControlId) ?? []) {
        consider(c, r.score, false);
        // The library control it was adopted from confirms it only when the question points at
        // that control as strongly as its own words would have to.
        if (r.score >= CONFIRM_MIN) fromLibrary.add(c.id);
      }
    // Its controls whose own words point at the library controls the question points at: a
    // related practice, never enough for a "yes", unless the question's words name it too.
    const pointedAt = pointers(ranked);
    for (const c of org.controls) {
      const met = libraryBridge(pointedAt, org.libraryPointers.get(c.id) ?? []);
      if (met >= BRIDGE_MIN) consider(c, met, (worded.get(c.id) ?? 0) < OWN_CONTROL_MIN);
    }
    // Its controls its words point at strongly.
    for (const [id, score] of worded)
      if (score >= OWN_CONTROL_MIN) consider(byId.get(id)!, score, false);
    // Where the question names subjects the vocabulary knows, they decide which controls it is
    // about: a control covering them is named by it whatever its words; a control about other
    // subjects altogether is not about this question, however the library or its words met it.
    const asked = askedTopics(question.text);
    if (asked.length > 0) {
      for (const c of org.controls) {
        const profile = org.topics.get(c.id)!;
        const coverage = topicCoverage(asked, profile);
        const prior = matched.get(c.id);
        if (coverage > 0) {
          // Below TOPIC_MIN it is about a broader or narrower subject: a related practice.
          const match = TOPIC_BASE + (1 - TOPIC_BASE) * coverage;
          const tie = 0.05 * (worded.get(c.id) ?? 0);
          // A control the library or the question's words already named stays named.
          const related = coverage < TOPIC_MIN && (prior?.bridgedOnly ?? true);
          matched.set(c.id, factsOfControl(c, Math.min(1, match + tie), related));
        } else if (prior && hasTopics(profile)) {
          if (coverage === 0 && prior.bridgedOnly) matched.delete(c.id);
          else matched.set(c.id, { ...prior, match: prior.match * TOPIC_BASE });
        }
      }
    }
    const facts: QuestionFacts = {
      text: question.text,
      topics: asked,
      // A control is confirmed when the question's words, or the library control it was
      // adopted from, point at it, not only the subject both are about.
      controls: [...matched.values()].map((f) => ({
        ...f,
        topics: org.topics.get(f.id),
        confirmed: fromLibrary.has(f.id) || (worded.get(f.id) ?? 0) >= CONFIRM_MIN,
      })),
      certifications: org.certifications,
      // A document is named by its title's words, or by the subjects its title names.
      documents: documents.map(({ topics, ...d }) => ({
        ...d,
        match: Math.max(
          titleMatch(withoutReferencedPolicies(normalized(question.text)), d.title),
          DOCUMENT_NAMED * topicCoverage(asked, topics),
        ),
      })),
      vendors: org.registers.vendors,
      risks: org.registers.risks,
      now,
    };
    const rules = draftAnswer(facts);
    out.set(
      question.id,
      reusableAnswer(question.text, rules, org.library.index, org.library.conflicts) ?? rules,
    );
  });
  return out;
};
