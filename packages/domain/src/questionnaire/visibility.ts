// Which questions a respondent sees, given the answers so far.
import { conditionHolds } from './condition-rules.ts';
import {
  questionsInOrder,
  type Answers,
  type LocatedQuestion,
  type QuestionnaireStructure,
} from './types.ts';

/**
 * Conditions are evaluated in reading order. A question shows when it has no condition, or when
 * its source question is itself shown and answered as the condition asks: a hidden question's
 * answer does not count, so hiding a question hides everything that hangs on it. A condition on a
 * missing or later question never holds (validateStructure refuses those).
 */
export const visibleQuestions = (
  structure: QuestionnaireStructure,
  answers: Answers,
): LocatedQuestion[] => {
  const shown = new Map<string, LocatedQuestion>();
  for (const located of questionsInOrder(structure)) {
    const c = located.question.condition;
    const source = c ? shown.get(c.questionId) : undefined;
    const visible =
      !c || (source !== undefined && conditionHolds(c, source.question, answers[c.questionId]));
    if (visible && !shown.has(located.question.id)) shown.set(located.question.id, located);
  }
  return [...shown.values()];
};

/** The answers of the questions shown; those of hidden questions are dropped. */
export const visibleAnswers = (structure: QuestionnaireStructure, answers: Answers): Answers =>
  Object.fromEntries(
    visibleQuestions(structure, answers)
      .filter(({ question }) => answers[question.id] !== undefined)
      .map(({ question }) => [question.id, answers[question.id]]),
  );
