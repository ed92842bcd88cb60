// Conditional display: which question may depend on which, and whether a condition holds.
import { CONDITION_SOURCE_TYPES, type QuestionType } from '@rampart/contracts';
import type { StructureIssue } from './structure.ts';
import type { AnswerValue, LocatedQuestion, Question, QuestionCondition } from './types.ts';

/** Does `source`'s answer meet the condition? A multiple choice meets it when the choice is among those picked. */
export const conditionHolds = (
  condition: QuestionCondition,
  source: Question,
  answer: AnswerValue | undefined,
): boolean => {
  switch (source.type) {
    case 'yes_no':
      return typeof answer === 'boolean' && answer === condition.equals;
    case 'single_choice':
      return typeof answer === 'string' && answer === condition.equals;
    case 'multiple_choice':
      return (
        Array.isArray(answer) &&
        typeof condition.equals === 'string' &&
        answer.includes(condition.equals)
      );
    default:
      return false;
  }
};

const valueFits = (condition: QuestionCondition, source: Question): boolean =>
  source.type === 'yes_no'
    ? typeof condition.equals === 'boolean'
    : typeof condition.equals === 'string' &&
      (source.options ?? []).some((o) => o.id === condition.equals);

/** The ids a chain of conditions runs through from `start`, stopping when it comes back round. */
const dependsOnItself = (start: string, byId: Map<string, Question>): boolean => {
  const seen = new Set<string>();
  let at = byId.get(start)?.condition?.questionId;
  while (at !== undefined && !seen.has(at)) {
    if (at === start) return true;
    seen.add(at);
    at = byId.get(at)?.condition?.questionId;
  }
  return false;
};

/**
 * A condition must name an earlier question of a closed type (yes/no or a choice) and one of its
 * answers. Earlier-only rules out cycles already; the cycle check names them plainly as well.
 */
export const conditionIssues = (located: readonly LocatedQuestion[]): StructureIssue[] => {
  const byId = new Map(located.map((l) => [l.question.id, l.question]));
  const position = new Map(located.map((l, i) => [l.question.id, i]));
  const out: StructureIssue[] = [];
  located.forEach(({ question, path }, index) => {
    const c = question.condition;
    if (!c) return;
    const at = `${path}.condition`;
    const source = byId.get(c.questionId);
    if (!source) {
      out.push({
        path: `${at}.questionId`,
        code: 'condition_unknown',
        message: 'That question does not exist',
      });
      return;
    }
    if (dependsOnItself(question.id, byId)) {
      out.push({
        path: `${at}.questionId`,
        code: 'condition_cycle',
        message: 'Conditions must not go round in a circle',
      });
      return;
    }
    if ((position.get(c.questionId) ?? index) >= index) {
      out.push({
        path: `${at}.questionId`,
        code: 'condition_later',
        message: 'A condition can only use an earlier question',
      });
      return;
    }
    if (!(CONDITION_SOURCE_TYPES as readonly QuestionType[]).includes(source.type)) {
      out.push({
        path: `${at}.questionId`,
        code: 'condition_type',
        message: 'Only a yes/no or choice question can be a condition',
      });
      return;
    }
    if (!valueFits(c, source)) {
      out.push({
        path: `${at}.equals`,
        code: 'condition_value',
        message: 'Pick one of that question’s answers',
      });
    }
  });
  return out;
};
