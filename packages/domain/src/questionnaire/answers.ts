// Is an answer acceptable for its question, and how complete is a response?
import { QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import {
  isAnswered,
  type AnswerValue,
  type Answers,
  type Question,
  type QuestionnaireStructure,
} from './types.ts';
import { visibleQuestions } from './visibility.ts';

export type AnswerIssueCode =
  | 'required'
  | 'wrong_type'
  | 'unknown_option'
  | 'duplicate_option'
  | 'below_min'
  | 'above_max'
  | 'not_whole'
  | 'invalid_date'
  | 'too_long';

export type AnswerIssue = { questionId: string; code: AnswerIssueCode; message: string };

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (no 30 February), years 1900..2200 as elsewhere. */
export const isCalendarDay = (text: string): boolean => {
  const m = CALENDAR_DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
};

type Check = { code: AnswerIssueCode; message: string } | null;

const boundsCheck = (n: number, min: number | undefined, max: number | undefined): Check => {
  if (min !== undefined && n < min) return { code: 'below_min', message: `At least ${min}` };
  if (max !== undefined && n > max) return { code: 'above_max', message: `At most ${max}` };
  return null;
};

const WRONG: Check = { code: 'wrong_type', message: 'This answer does not fit the question' };

const checkGiven = (q: Question, v: Exclude<AnswerValue, null>): Check => {
  const optionIds = new Set((q.options ?? []).map((o) => o.id));
  switch (q.type) {
    case 'yes_no':
      return typeof v === 'boolean' ? null : WRONG;
    case 'single_choice':
      if (typeof v !== 'string') return WRONG;
      return optionIds.has(v)
        ? null
        : { code: 'unknown_option', message: 'Pick one of the options' };
    case 'multiple_choice':
      if (!Array.isArray(v)) return WRONG;
      if (!v.every((id) => optionIds.has(id)))
        return { code: 'unknown_option', message: 'Pick among the options' };
      return new Set(v).size === v.length
        ? null
        : { code: 'duplicate_option', message: 'Each option once' };
    case 'text':
      if (typeof v !== 'string') return WRONG;
      return v.length <= QUESTIONNAIRE_LIMITS.textAnswerMax
        ? null
        : { code: 'too_long', message: `At most ${QUESTIONNAIRE_LIMITS.textAnswerMax} characters` };
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? boundsCheck(v, q.min, q.max) : WRONG;
    case 'scale':
      if (typeof v !== 'number' || !Number.isFinite(v)) return WRONG;
      if (!Number.isInteger(v)) return { code: 'not_whole', message: 'Pick a point on the scale' };
      return boundsCheck(v, q.min, q.max);
    case 'date':
      if (typeof v !== 'string') return WRONG;
      return isCalendarDay(v)
        ? null
        : { code: 'invalid_date', message: 'Enter a real date (YYYY-MM-DD)' };
    case 'file_upload':
      return Array.isArray(v) && v.every((id) => typeof id === 'string' && id !== '')
        ? null
        : WRONG;
  }
};

/** One answer against its question; a required question left empty is the only issue of an empty answer. */
export const validateAnswer = (q: Question, value: AnswerValue | undefined): AnswerIssue | null => {
  if (!isAnswered(value)) {
    return q.required
      ? { questionId: q.id, code: 'required', message: 'An answer is required' }
      : null;
  }
  const check = checkGiven(q, value as Exclude<AnswerValue, null>);
  return check ? { questionId: q.id, ...check } : null;
};

/** The issues of a response, for the questions it shows; a hidden question's answer is not checked. */
export const validateResponse = (
  structure: QuestionnaireStructure,
  answers: Answers,
): AnswerIssue[] =>
  visibleQuestions(structure, answers).flatMap(({ question }) => {
    const found = validateAnswer(question, answers[question.id]);
    return found ? [found] : [];
  });

export type Completion = { answered: number; required: number; ratio: number };

/**
 * Required questions shown and validly answered, over required questions shown. With none
 * required the response is complete (ratio 1): nothing stands between it and submission.
 */
export const responseCompletion = (
  structure: QuestionnaireStructure,
  answers: Answers,
): Completion => {
  const required = visibleQuestions(structure, answers).filter(({ question }) => question.required);
  const answered = required.filter(
    ({ question }) =>
      isAnswered(answers[question.id]) && !validateAnswer(question, answers[question.id]),
  ).length;
  return {
    answered,
    required: required.length,
    ratio: required.length === 0 ? 1 : answered / required.length,
  };
};

/** The questionnaire's completionRate (0..1): the mean completion of its responses; 0 with none. */
export const completionRate = (
  structure: QuestionnaireStructure,
  responses: readonly Answers[],
): number =>
  responses.length === 0
    ? 0
    : responses.reduce((sum, r) => sum + responseCompletion(structure, r).ratio, 0) /
      responses.length;
