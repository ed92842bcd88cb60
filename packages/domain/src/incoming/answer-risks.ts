import { normalized, askedFrequencyDays, titleWords } from './question-reading.ts';
import {
  MAX_CITED,
  RISK_PROCESS_DAYS,
  day,
  list,
  type Citation,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';

// The answers from the risk register (issue 22 point 3): whether there is a risk process and it
// is kept up, and whether a risk the question names is on the register. Part of
// answer-registers.ts.

/**
 * A risk assessment named as what something else follows ("DLP rules implemented per a risk
 * assessment", "controls selected based on the risk analysis"): the question is about that
 * other thing, not about the risk process.
 */
const RISK_QUALIFIER =
  /\b(per|based on|according to|following|informed by|in line with|driven by|as determined by|commensurate with)( an?| the| your| its)? (information security )?risk (assessments?|analysis)\b/g;

/** Questions about the risk process: is there a risk assessment, a register, how often. */
export const asksAboutRiskProcess = (text: string) =>
  /\brisk (assessments?|register|management|analysis)\b|\bassess(es|ed)? (its |your )?(information security )?risks\b/.test(
    text.replace(RISK_QUALIFIER, ' '),
  );

export const answerRiskProcess = (facts: QuestionFacts): DraftAnswer | null => {
  const { risks, now } = facts;
  if (risks.total === 0) return null;
  const cited = risks.recent
    .slice(0, MAX_CITED)
    .map((r): Citation => ({ kind: 'risk', id: r.id, title: r.title }));
  const asked = askedFrequencyDays(facts.text);
  const within = asked ?? RISK_PROCESS_DAYS;
  const inTime = (d: Date | null) =>
    d !== null && now.getTime() - d.getTime() <= within * 86_400_000;
  // Asked how often, or about every risk: the register is kept when every risk in it was
  // assessed within the period, not just one. Asked only whether there is one: a register
  // assessed within the year is kept.
  const strict = asked !== null || /\b(every|each|all)\b/.test(normalized(facts.text));
  const recent =
    strict && risks.assessed
      ? risks.assessed.length > 0 && risks.assessed.every(inTime)
      : inTime(risks.lastAssessedAt);
  if (recent) {
    return {
      answer: 'yes',
      text: `Yes. We keep a risk register of ${risks.total} risks; the latest assessment was on ${day(risks.lastAssessedAt!)}.`,
      reason: `The risk register holds ${risks.total} risks, last assessed ${day(risks.lastAssessedAt!)}.`,
      confidence: 0.75,
      citations: cited,
    };
  }
  return {
    answer: 'partial',
    text: `Partially. We keep a risk register of ${risks.total} risks, but not every risk has been assessed as recently as the question asks.`,
    reason: `${risks.assessed ? risks.assessed.filter((d) => !inTime(d)).length : risks.total} of ${risks.total} risks were not assessed in the last ${within} days.`,
    confidence: 0.65,
    citations: cited,
  };
};

/** The question asks whether a risk it names is on the register ("Is DDoS on your risk register?"). */
export const asksForRegisteredRisk = (text: string) =>
  /^(\W*[a-z&]{0,4}[-.]?[\d.]*\s*)?(is|are|do you (have|record|track|list|keep)|does (your|the) risk register (include|contain|list))\b/.test(
    text,
  ) &&
  /\b(on|in) (your|the|its) risk (register|log)\b/.test(text) &&
  !/\b(every|all|each|how|when|who|what)\b/.test(text);

/** Words that name no particular risk. */
const RISK_STOP = new Set(['risk', 'risks', 'register', 'log', 'your', 'the', 'our', 'its']);

export const answerRegisteredRisk = (facts: QuestionFacts): DraftAnswer | null => {
  const titles = facts.risks.titles ?? [];
  if (titles.length === 0) return null;
  const subject = normalized(facts.text).replace(
    /\b(on|in) (your|the|its) risk (register|log)\b.*$/,
    '',
  );
  const asked = new Set(titleWords(subject).filter((w) => w.length >= 3 && !RISK_STOP.has(w)));
  if (asked.size === 0) return null;
  // A risk counts when its title names at least half of what the question names.
  const needed = Math.ceil(asked.size / 2);
  const scored = titles
    .map((r) => ({ r, hits: titleWords(r.title).filter((w) => asked.has(w)).length }))
    .filter((x) => x.hits >= needed)
    .sort((a, b) => b.hits - a.hits);
  if (scored.length === 0) {
    return {
      answer: 'no',
      text: 'No. Our risk register does not record this risk.',
      reason: `None of the ${titles.length} risks on the register names what the question asks about.`,
      confidence: 0.5,
      citations: [],
    };
  }
  const best = scored.slice(0, MAX_CITED).map((x) => x.r);
  return {
    answer: 'yes',
    text: `Yes. Our risk register records ${list(best.map((r) => `“${r.title}”`))}.`,
    reason: "The risk register holds a risk named with the question's words.",
    confidence: 0.7,
    citations: best.map((r) => ({ kind: 'risk', id: r.id, title: r.title })),
  };
};
