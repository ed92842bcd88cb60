import {
  chatControls,
  chatMappedTitles,
  chatRisks,
  chatTitleCandidates,
  findRisk,
  type Db,
} from '@rampart/db';
import {
  answerLookup,
  answerNoMatch,
  answerRecommendations,
  rankByWords,
  significantWords,
  type ChatAnswer,
  type ChatRiskLevel,
  type ControlDetailFact,
  type RiskDetailFact,
} from '@rampart/domain';
import type { ChatSource } from '@rampart/contracts';
import { recommendControlsOffline } from '../../recommend/recommend-controls-offline.ts';
import { controlFact, riskFact } from './chat-facts.ts';

const MAX_LOOKUP_WORDS = 12;

/** The risks and controls a text names by their words, best match first. */
const matchesFor = async (db: Db, organizationId: string, text: string) => {
  // A long question's first words are enough to find what it names.
  const words = significantWords(text).slice(0, MAX_LOOKUP_WORDS);
  const candidates = await chatTitleCandidates(db, organizationId, words);
  return {
    risks: rankByWords(text, candidates.risks).map((m) => m.item),
    controls: rankByWords(text, candidates.controls).map((m) => m.item),
  };
};

const riskDetail = async (db: Db, organizationId: string, id: string) => {
  const [{ rows }, controls] = await Promise.all([
    chatRisks(db, organizationId, { ids: [id] }, 1),
    chatMappedTitles(db, organizationId, { riskId: id }),
  ]);
  const r = rows[0];
  if (!r) return null;
  const detail: RiskDetailFact = {
    ...riskFact(r),
    description: r.description,
    residualLevel: r.residualLevel as ChatRiskLevel,
    residualScore: r.residualScore,
    nextReview: r.nextReview,
    controls,
  };
  return detail;
};

const controlDetail = async (db: Db, organizationId: string, id: string) => {
  const [{ rows }, risks] = await Promise.all([
    chatControls(db, organizationId, { ids: [id] }, 1),
    chatMappedTitles(db, organizationId, { controlId: id }),
  ]);
  const c = rows[0];
  if (!c) return null;
  const detail: ControlDetailFact = {
    ...controlFact(c),
    description: c.description,
    lastTestDate: c.lastTestDate,
    risks,
  };
  return detail;
};

/**
 * A risk or control named by the text's words. Null when nothing matches, so a question no
 * rule understood can still fall back to "I cannot answer that".
 */
export const lookupByWords = async (
  db: Db,
  organizationId: string,
  text: string,
): Promise<ChatAnswer | null> => {
  const found = await matchesFor(db, organizationId, text);
  const [risk, control] = [found.risks[0], found.controls[0]];
  if (!risk && !control) return null;
  const others: ChatSource[] = [
    ...found.risks.slice(1, 4).map((r): ChatSource => ({ kind: 'risk', id: r.id, title: r.title })),
    ...found.controls
      .slice(1, 4)
      .map((c): ChatSource => ({ kind: 'control', id: c.id, title: c.title })),
  ];
  return answerLookup({
    risk: risk ? await riskDetail(db, organizationId, risk.id) : null,
    control: control ? await controlDetail(db, organizationId, control.id) : null,
    others,
  });
};

export const lookupAnswer = async (db: Db, organizationId: string, subject: string) =>
  (await lookupByWords(db, organizationId, subject)) ?? answerNoMatch(subject);

/**
 * "What controls should I add for …": the register's risk the words name, else the words
 * themselves, ranked against the control library by the offline recommender.
 */
export const recommendAnswer = async (
  db: Db,
  organizationId: string,
  subject: string,
): Promise<ChatAnswer> => {
  if (!subject.trim()) return answerRecommendations('', null, []);
  const named = (await matchesFor(db, organizationId, subject)).risks[0];
  const risk = named ? await findRisk(db, organizationId, named.id) : null;
  const input = risk
    ? {
        title: risk.title,
        description: risk.description,
        category: risk.category,
        frameworks: risk.frameworks,
      }
    : { title: subject };
  const ranked = await recommendControlsOffline(db, organizationId, input);
  return answerRecommendations(subject, risk ? { id: risk.id, title: risk.title } : null, ranked);
};
