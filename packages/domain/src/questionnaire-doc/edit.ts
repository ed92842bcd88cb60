// Edits of the shared questionnaire document, each one Yjs transaction with the editor's
// origin, so every person's undo stack holds their own changes only.
import * as Y from 'yjs';
import type { Question, QuestionnaireSection } from '../questionnaire/types.ts';
import {
  questionToMap,
  readQuestion,
  sectionsOf,
  sectionToMap,
  type QuestionTextField,
  type QuestionValueField,
  type SectionTextField,
} from './doc.ts';

export type Located = {
  section: Y.Map<unknown>;
  sectionIndex: number;
  questions: Y.Array<Y.Map<unknown>>;
  question: Y.Map<unknown>;
  questionIndex: number;
};

const questionsOf = (section: Y.Map<unknown>): Y.Array<Y.Map<unknown>> | null => {
  const questions = section.get('questions');
  return questions instanceof Y.Array ? (questions as Y.Array<Y.Map<unknown>>) : null;
};

export const findSection = (
  doc: Y.Doc,
  sectionId: string,
): { section: Y.Map<unknown>; index: number } | null => {
  const sections = sectionsOf(doc).toArray();
  const index = sections.findIndex((s) => s instanceof Y.Map && s.get('id') === sectionId);
  return index < 0 ? null : { section: sections[index]!, index };
};

export const findQuestion = (doc: Y.Doc, questionId: string): Located | null => {
  const sections = sectionsOf(doc).toArray();
  for (let sectionIndex = 0; sectionIndex < sections.length; sectionIndex++) {
    const section = sections[sectionIndex]!;
    if (!(section instanceof Y.Map)) continue;
    const questions = questionsOf(section);
    if (!questions) continue;
    const list = questions.toArray();
    const questionIndex = list.findIndex((q) => q instanceof Y.Map && q.get('id') === questionId);
    if (questionIndex >= 0) {
      return { section, sectionIndex, questions, question: list[questionIndex]!, questionIndex };
    }
  }
  return null;
};

/** The shared text of a question's field, created when an older document lacks it. */
export const questionText = (
  doc: Y.Doc,
  questionId: string,
  field: QuestionTextField,
): Y.Text | null => {
  const found = findQuestion(doc, questionId);
  if (!found) return null;
  const value = found.question.get(field);
  if (value instanceof Y.Text) return value;
  const created = new Y.Text(typeof value === 'string' ? value : '');
  found.question.set(field, created);
  return created;
};

export const sectionText = (
  doc: Y.Doc,
  sectionId: string,
  field: SectionTextField,
): Y.Text | null => {
  const found = findSection(doc, sectionId);
  if (!found) return null;
  const value = found.section.get(field);
  if (value instanceof Y.Text) return value;
  const created = new Y.Text(typeof value === 'string' ? value : '');
  found.section.set(field, created);
  return created;
};

/**
 * Makes `target` read `next` with the smallest change: the common start and end stay, so a
 * concurrent edit elsewhere in the text survives.
 */
export const replaceText = (target: Y.Text, next: string): void => {
  const current = target.toString();
  if (current === next) return;
  let start = 0;
  const max = Math.min(current.length, next.length);
  while (start < max && current.charCodeAt(start) === next.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < max - start &&
    current.charCodeAt(current.length - 1 - end) === next.charCodeAt(next.length - 1 - end)
  ) {
    end++;
  }
  const removed = current.length - start - end;
  if (removed > 0) target.delete(start, removed);
  const inserted = next.slice(start, next.length - end);
  if (inserted) target.insert(start, inserted);
};

export const setQuestionValue = (
  doc: Y.Doc,
  questionId: string,
  field: QuestionValueField,
  value: unknown,
  origin?: unknown,
): boolean => {
  const found = findQuestion(doc, questionId);
  if (!found) return false;
  doc.transact(() => {
    if (value === undefined || value === null) found.question.delete(field);
    else found.question.set(field, value);
  }, origin);
  return true;
};

export const setQuestionText = (
  doc: Y.Doc,
  questionId: string,
  field: QuestionTextField,
  value: string,
  origin?: unknown,
): boolean => {
  let done = false;
  doc.transact(() => {
    const target = questionText(doc, questionId, field);
    if (target) {
      replaceText(target, value);
      done = true;
    }
  }, origin);
  return done;
};

export const setSectionText = (
  doc: Y.Doc,
  sectionId: string,
  field: SectionTextField,
  value: string,
  origin?: unknown,
): boolean => {
  let done = false;
  doc.transact(() => {
    const target = sectionText(doc, sectionId, field);
    if (target) {
      replaceText(target, value);
      done = true;
    }
  }, origin);
  return done;
};

export const addSection = (
  doc: Y.Doc,
  section: QuestionnaireSection,
  index?: number,
  origin?: unknown,
): void => {
  doc.transact(() => {
    const sections = sectionsOf(doc);
    sections.insert(Math.min(index ?? sections.length, sections.length), [sectionToMap(section)]);
  }, origin);
};

export const removeSection = (doc: Y.Doc, sectionId: string, origin?: unknown): boolean => {
  const found = findSection(doc, sectionId);
  if (!found) return false;
  doc.transact(() => sectionsOf(doc).delete(found.index, 1), origin);
  return true;
};

/** Moves a section up (-1) or down (+1): Yjs has no move, so the section is copied across. */
export const moveSection = (
  doc: Y.Doc,
  sectionId: string,
  by: -1 | 1,
  origin?: unknown,
): boolean => {
  const found = findSection(doc, sectionId);
  const sections = sectionsOf(doc);
  const to = (found?.index ?? -1) + by;
  if (!found || to < 0 || to >= sections.length) return false;
  doc.transact(() => {
    const copy = (found.section as Y.Map<unknown>).clone();
    sections.delete(found.index, 1);
    sections.insert(to, [copy]);
  }, origin);
  return true;
};

export const addQuestion = (
  doc: Y.Doc,
  sectionId: string,
  question: Question,
  index?: number,
  origin?: unknown,
): boolean => {
  const found = findSection(doc, sectionId);
  const questions = found ? questionsOf(found.section) : null;
  if (!questions) return false;
  doc.transact(() => {
    questions.insert(Math.min(index ?? questions.length, questions.length), [
      questionToMap(question),
    ]);
  }, origin);
  return true;
};

export const removeQuestion = (doc: Y.Doc, questionId: string, origin?: unknown): boolean => {
  const found = findQuestion(doc, questionId);
  if (!found) return false;
  doc.transact(() => found.questions.delete(found.questionIndex, 1), origin);
  return true;
};

/** Moves a question up or down within its section, or to the next/previous section's edge. */
export const moveQuestion = (
  doc: Y.Doc,
  questionId: string,
  by: -1 | 1,
  origin?: unknown,
): boolean => {
  const found = findQuestion(doc, questionId);
  if (!found) return false;
  const to = found.questionIndex + by;
  if (to < 0 || to >= found.questions.length) return false;
  doc.transact(() => {
    const copy = found.question.clone();
    found.questions.delete(found.questionIndex, 1);
    found.questions.insert(to, [copy]);
  }, origin);
  return true;
};

/** The question as it reads now, for the edit log and Keep Latest. */
export const questionSnapshot = (doc: Y.Doc, questionId: string): Question | null => {
  const found = findQuestion(doc, questionId);
  return found ? readQuestion(found.question) : null;
};

/** Overwrites a question with a snapshot (Keep Latest): texts replaced, values set. */
export const restoreQuestion = (doc: Y.Doc, snapshot: Question, origin?: unknown): boolean => {
  const found = findQuestion(doc, snapshot.id);
  if (!found) return false;
  doc.transact(() => {
    setQuestionText(doc, snapshot.id, 'text', snapshot.text);
    setQuestionText(doc, snapshot.id, 'helpText', snapshot.helpText ?? '');
    const q = found.question;
    q.set('type', snapshot.type);
    q.set('required', snapshot.required);
    q.set('weight', snapshot.weight);
    for (const key of ['options', 'min', 'max', 'creditedAnswer', 'condition'] as const) {
      const value = snapshot[key];
      if (value === undefined) q.delete(key);
      else q.set(key, Array.isArray(value) ? value.map((o) => ({ ...o })) : value);
    }
  }, origin);
  return true;
};
