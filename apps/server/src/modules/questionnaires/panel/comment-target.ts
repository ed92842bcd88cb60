// What a comment is about: the whole questionnaire, a section or a question of its current
// structure; and how an activity entry names it.
import type { CollaborationTargetType } from '@rampart/contracts';
import { questionsInOrder, type QuestionnaireStructure } from '@rampart/domain';
import { invalid } from '../../../errors.ts';

export type CommentTarget = { targetType: CollaborationTargetType; targetId: string | null };

/** The target as asked, checked against the questions as they are now (400 naming targetId). */
export const checkedTarget = (
  structure: QuestionnaireStructure,
  input: { targetType: CollaborationTargetType; targetId?: string | null },
): CommentTarget => {
  const targetId = input.targetId ?? null;
  if (input.targetType === 'questionnaire') {
    if (targetId !== null) {
      throw invalid(
        'targetId',
        'A comment on the whole questionnaire names no question or section',
      );
    }
    return { targetType: 'questionnaire', targetId: null };
  }
  if (targetId === null) {
    throw invalid('targetId', `Choose the ${input.targetType} the comment is about`);
  }
  const exists =
    input.targetType === 'section'
      ? structure.sections.some((s) => s.id === targetId)
      : questionsInOrder(structure).some((l) => l.question.id === targetId);
  if (!exists)
    throw invalid('targetId', `No ${input.targetType} ${targetId} in this questionnaire`);
  return { targetType: input.targetType, targetId };
};

const quoted = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return `“${t.length > 80 ? `${t.slice(0, 79)}…` : t}”`;
};

/** "question “MFA everywhere?”", "section “Access”", "the questionnaire". */
export const describeTarget = (
  structure: QuestionnaireStructure,
  target: CommentTarget,
): string => {
  if (target.targetType === 'section') {
    const s = structure.sections.find((x) => x.id === target.targetId);
    return s ? `section ${quoted(s.title)}` : 'a section';
  }
  if (target.targetType === 'question') {
    const q = questionsInOrder(structure).find((l) => l.question.id === target.targetId);
    return q ? `question ${quoted(q.question.text)}` : 'a question';
  }
  return 'the questionnaire';
};
