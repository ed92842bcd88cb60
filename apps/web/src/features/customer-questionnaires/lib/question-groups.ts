import type { IncomingQuestion } from '@rampart/contracts';

/** Questions by sheet, then by section, in the order of the customer's file. */
export type QuestionGroup<Q extends IncomingQuestion = IncomingQuestion> = {
  sheet: string;
  sections: { section: string | null; questions: Q[] }[];
};

export const groupQuestions = <Q extends IncomingQuestion>(
  questions: readonly Q[],
): QuestionGroup<Q>[] => {
  const groups: QuestionGroup<Q>[] = [];
  for (const q of questions) {
    let group = groups.at(-1);
    if (group?.sheet !== q.sheet) {
      group = { sheet: q.sheet, sections: [] };
      groups.push(group);
    }
    let section = group.sections.at(-1);
    if (!section || section.section !== q.section) {
      section = { section: q.section, questions: [] };
      group.sections.push(section);
    }
    section.questions.push(q);
  }
  return groups;
};
