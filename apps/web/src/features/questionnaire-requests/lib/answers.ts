// The recipient's page works on its own copy of the answers: which questions show, how far the
// response is, and what changed since the last save, with the domain's own rules.
import type { AnswerValueBody, RespondSection, ReviewQuestion } from '@rampart/contracts';
import {
  responseCompletion,
  visibleQuestions,
  type Answers,
  type QuestionnaireStructure,
} from '@rampart/domain';

export type AnswerMap = Record<string, AnswerValueBody>;

/** The recipient's questions as the domain's structure (weights do not matter here). */
export const structureOf = (sections: readonly RespondSection[]): QuestionnaireStructure => ({
  sections: sections.map((s) => ({
    id: s.id,
    title: s.title,
    questions: s.questions.map((q) => ({ ...q, weight: 0 })),
  })),
});

export const shownIds = (structure: QuestionnaireStructure, answers: AnswerMap): Set<string> =>
  new Set(visibleQuestions(structure, answers as Answers).map((l) => l.question.id));

export const progressOf = (structure: QuestionnaireStructure, answers: AnswerMap) => {
  const c = responseCompletion(structure, answers as Answers);
  return {
    answered: c.answered,
    required: c.required,
    percent: c.required === 0 ? 100 : Math.floor((c.answered * 100) / c.required),
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The answers that differ from the saved ones (a cleared one as null). */
export const changedAnswers = (saved: AnswerMap, draft: AnswerMap): AnswerMap => {
  const out: AnswerMap = {};
  for (const id of new Set([...Object.keys(saved), ...Object.keys(draft)])) {
    if (!same(saved[id], draft[id])) out[id] = draft[id] ?? null;
  }
  return out;
};

/** An answer in words, for the team's review. */
export const answerWords = (q: Pick<ReviewQuestion, 'type' | 'options' | 'answer'>): string => {
  const v = q.answer;
  if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) return 'No answer';
  const label = (id: string) => q.options?.find((o) => o.id === id)?.label ?? id;
  switch (q.type) {
    case 'yes_no':
      return v === true ? 'Yes' : 'No';
    case 'single_choice':
      return label(String(v));
    case 'multiple_choice':
      return Array.isArray(v) ? v.map(label).join(', ') : String(v);
    case 'file_upload':
      return Array.isArray(v) ? `${v.length} file${v.length === 1 ? '' : 's'}` : String(v);
    default:
      return String(v);
  }
};
