import type { QuestionnaireComment } from '@rampart/contracts';
import { questionsInOrder, type QuestionnaireStructure } from '@rampart/domain';

/**
 * "On question 3", "On section 2", "On the questionnaire": where a comment was left, with the
 * question's id when it still exists (so the list can take the reader to it).
 */
export const commentTarget = (
  c: Pick<QuestionnaireComment, 'targetType' | 'targetId'>,
  structure: QuestionnaireStructure,
): { label: string; questionId: string | null } => {
  if (c.targetType === 'questionnaire' || !c.targetId) {
    return { label: 'On the questionnaire', questionId: null };
  }
  if (c.targetType === 'section') {
    const i = structure.sections.findIndex((s) => s.id === c.targetId);
    return { label: i >= 0 ? `On section ${i + 1}` : 'On a removed section', questionId: null };
  }
  const i = questionsInOrder(structure).findIndex((l) => l.question.id === c.targetId);
  return i >= 0
    ? { label: `On question ${i + 1}`, questionId: c.targetId }
    : { label: 'On a removed question', questionId: null };
};

/** The questions as choices for a comment's subject: "Question 2: Are backups tested?". */
export const questionChoices = (structure: QuestionnaireStructure) =>
  questionsInOrder(structure).map((l, i) => {
    const text = l.question.text.trim().replace(/\s+/g, ' ');
    const short = text.length > 60 ? `${text.slice(0, 59)}…` : text;
    return { id: l.question.id, label: `Question ${i + 1}: ${short || 'Untitled question'}` };
  });
