// The shape of a questionnaire's content: what is co-edited, versioned, answered and scored.
import type { QuestionType } from '@rampart/contracts';

/** A choice; `score` (0..1) is the share of the question's weight this choice earns. */
export type QuestionOption = { id: string; label: string; score?: number };

/** Show the question only when `questionId`'s answer is `equals` (a choice's id, or yes/no). */
export type QuestionCondition = { questionId: string; equals: string | boolean };

export type Question = {
  id: string;
  text: string;
  type: QuestionType;
  required: boolean;
  /** Share of the score (≥ 0); 0 leaves the question out of the score. */
  weight: number;
  helpText?: string;
  /** single_choice and multiple_choice only. */
  options?: QuestionOption[];
  /** number: optional bounds; scale: required integer ends, min < max. */
  min?: number;
  max?: number;
  /** yes_no: the answer that earns the credit; yes unless said otherwise ("Any breach?"). */
  creditedAnswer?: boolean;
  condition?: QuestionCondition;
};

export type QuestionnaireSection = {
  id: string;
  title: string;
  description?: string;
  questions: Question[];
};

export type QuestionnaireStructure = { sections: QuestionnaireSection[] };

/**
 * An answer as stored: yes_no boolean; single_choice an option id; multiple_choice and
 * file_upload lists of ids; text a string; number and scale numbers; date `YYYY-MM-DD`.
 */
export type AnswerValue = boolean | number | string | readonly string[] | null;
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/** A question with where it stands, in reading order. */
export type LocatedQuestion = {
  question: Question;
  sectionId: string;
  sectionIndex: number;
  questionIndex: number;
  /** `sections.1.questions.2`, the prefix of every issue about this question. */
  path: string;
};

/** Every question in reading order: sections in turn, questions in turn. */
export const questionsInOrder = (structure: QuestionnaireStructure): LocatedQuestion[] =>
  structure.sections.flatMap((section, sectionIndex) =>
    section.questions.map((question, questionIndex) => ({
      question,
      sectionId: section.id,
      sectionIndex,
      questionIndex,
      path: `sections.${sectionIndex}.questions.${questionIndex}`,
    })),
  );

/** An answer counts as given when it is not empty: no blank text, no empty list. */
export const isAnswered = (value: AnswerValue | undefined): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'boolean' || Number.isFinite(value);
};
