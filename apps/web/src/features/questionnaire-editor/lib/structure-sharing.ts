import type { Question, QuestionnaireSection, QuestionnaireStructure } from '@rampart/domain';

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The new reading of the document with every question and section that did not change kept as
 * the previous object, so memoised rows re-render only where something changed.
 */
export const shareUnchanged = (
  prev: QuestionnaireStructure | null,
  next: QuestionnaireStructure,
): QuestionnaireStructure => {
  if (!prev) return next;
  const prevQuestions = new Map<string, Question>();
  const prevSections = new Map<string, QuestionnaireSection>();
  for (const s of prev.sections) {
    prevSections.set(s.id, s);
    for (const q of s.questions) prevQuestions.set(q.id, q);
  }
  let changed = prev.sections.length !== next.sections.length;
  const sections = next.sections.map((s, i) => {
    const questions = s.questions.map((q) => {
      const old = prevQuestions.get(q.id);
      return old && sameJson(old, q) ? old : q;
    });
    const old = prevSections.get(s.id);
    const same =
      old !== undefined &&
      old.title === s.title &&
      old.description === s.description &&
      old.questions.length === questions.length &&
      old.questions.every((q, j) => q === questions[j]);
    if (!same || prev.sections[i] !== old) changed = true;
    return same ? old : { ...s, questions };
  });
  return changed ? { sections } : prev;
};
