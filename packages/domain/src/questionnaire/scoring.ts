// A response's score, 0..100, from the weighted questions it shows.
import { SCORED_QUESTION_TYPES, type QuestionType } from '@rampart/contracts';
import { validateAnswer } from './answers.ts';
import {
  isAnswered,
  type AnswerValue,
  type Answers,
  type Question,
  type QuestionnaireStructure,
} from './types.ts';
import { visibleQuestions } from './visibility.ts';

export const QUESTIONNAIRE_SCORE = { min: 0, max: 100 } as const;

const hasOptionScores = (q: Question): boolean =>
  (q.options ?? []).some((o) => o.score !== undefined);

/**
 * Whether a question counts towards the score: a positive weight, a scored type, and for a
 * choice question at least one option that carries a score (otherwise the choice is a fact, not
 * a grade).
 */
export const isScoredQuestion = (q: Question): boolean =>
  Number.isFinite(q.weight) &&
  q.weight > 0 &&
  (SCORED_QUESTION_TYPES as readonly QuestionType[]).includes(q.type) &&
  (q.type !== 'single_choice' && q.type !== 'multiple_choice' ? true : hasOptionScores(q));

/**
 * The share (0..1) of a question's weight an answer earns. yes_no: 1 for the credited answer
 * (yes unless the question says no). single_choice: the chosen option's score (0 when it has
 * none). multiple_choice: the sum of the chosen options' scores, capped at 1. scale: the point's
 * place between the ends ((v − min) / (max − min)). file_upload: 1 when a file is given. An
 * empty or invalid answer earns 0.
 */
export const answerCredit = (q: Question, value: AnswerValue | undefined): number => {
  const credit = rawCredit(q, value);
  // A malformed option score (validateStructure flags it) must not push a score out of 0..100.
  return Number.isFinite(credit) ? Math.min(1, Math.max(0, credit)) : 0;
};

const rawCredit = (q: Question, value: AnswerValue | undefined): number => {
  if (!isAnswered(value) || validateAnswer(q, value)) return 0;
  const score = (id: string) => q.options?.find((o) => o.id === id)?.score ?? 0;
  switch (q.type) {
    case 'yes_no':
      return value === (q.creditedAnswer ?? true) ? 1 : 0;
    case 'single_choice':
      return score(value as string);
    case 'multiple_choice':
      return Math.min(
        1,
        (value as readonly string[]).reduce((sum, id) => sum + score(id), 0),
      );
    case 'scale': {
      const { min = 0, max = 1 } = q;
      return max > min ? ((value as number) - min) / (max - min) : 0;
    }
    case 'file_upload':
      return 1;
    default:
      return 0;
  }
};

export type ResponseScore = {
  /** 0..100, rounded; null when no question shown is scored. */
  score: number | null;
  earned: number;
  possible: number;
};

/** Σ weight × credit over Σ weight, for the scored questions shown; unanswered ones earn nothing. */
export const scoreResponse = (
  structure: QuestionnaireStructure,
  answers: Answers,
): ResponseScore => {
  let earned = 0;
  let possible = 0;
  for (const { question } of visibleQuestions(structure, answers)) {
    if (!isScoredQuestion(question)) continue;
    possible += question.weight;
    earned += question.weight * answerCredit(question, answers[question.id]);
  }
  if (possible === 0) return { score: null, earned, possible };
  const ratio = Math.min(1, Math.max(0, earned / possible));
  return { score: Math.round(ratio * QUESTIONNAIRE_SCORE.max), earned, possible };
};
