// The questionnaire as a Yjs document: what two people edit at once. The server, the browser
// and the tests all read and write it through these functions, so its shape is stated once.
//
//   sections: Y.Array<Y.Map>   section: { id, title: Y.Text, description: Y.Text,
//                                          questions: Y.Array<Y.Map> }
//   question: { id, text: Y.Text, helpText: Y.Text, type, required, weight, options?, min?,
//               max?, creditedAnswer?, condition? }   (options and condition are plain values)
//
// Texts are Y.Text so two people typing in one question both keep their words; the other
// fields are last-writer-wins. The reader is tolerant: an entry of the wrong shape is skipped,
// never thrown on, since any editor's client can write into the document.
import * as Y from 'yjs';
import { QUESTION_TYPES, type QuestionType } from '@rampart/contracts';
import type {
  Question,
  QuestionCondition,
  QuestionOption,
  QuestionnaireSection,
  QuestionnaireStructure,
} from '../questionnaire/types.ts';

export const SECTIONS_KEY = 'sections';
/** Plain question fields, each last-writer-wins. */
export const QUESTION_VALUE_FIELDS = [
  'type',
  'required',
  'weight',
  'options',
  'min',
  'max',
  'creditedAnswer',
  'condition',
] as const;
export type QuestionValueField = (typeof QUESTION_VALUE_FIELDS)[number];
export type QuestionTextField = 'text' | 'helpText';
export type SectionTextField = 'title' | 'description';

export const sectionsOf = (doc: Y.Doc): Y.Array<Y.Map<unknown>> => doc.getArray(SECTIONS_KEY);

const text = (value: string | undefined): Y.Text => new Y.Text(value ?? '');

export const questionToMap = (question: Question): Y.Map<unknown> => {
  const map = new Y.Map<unknown>();
  map.set('id', question.id);
  map.set('text', text(question.text));
  map.set('helpText', text(question.helpText));
  map.set('type', question.type);
  map.set('required', question.required);
  map.set('weight', question.weight);
  if (question.options)
    map.set(
      'options',
      question.options.map((o) => ({ ...o })),
    );
  if (question.min !== undefined) map.set('min', question.min);
  if (question.max !== undefined) map.set('max', question.max);
  if (question.creditedAnswer !== undefined) map.set('creditedAnswer', question.creditedAnswer);
  if (question.condition) map.set('condition', { ...question.condition });
  return map;
};

export const sectionToMap = (section: QuestionnaireSection): Y.Map<unknown> => {
  const map = new Y.Map<unknown>();
  map.set('id', section.id);
  map.set('title', text(section.title));
  map.set('description', text(section.description));
  const questions = new Y.Array<Y.Map<unknown>>();
  questions.push(section.questions.map(questionToMap));
  map.set('questions', questions);
  return map;
};

/** Fills an empty document with a structure, in one transaction. */
export const writeStructure = (
  doc: Y.Doc,
  structure: QuestionnaireStructure,
  origin?: unknown,
): void => {
  doc.transact(() => {
    const sections = sectionsOf(doc);
    if (sections.length > 0) sections.delete(0, sections.length);
    sections.push(structure.sections.map(sectionToMap));
  }, origin);
};

/**
 * The client id of a document's first content. Written from the same structure, the first
 * content is then the same bytes wherever it is made, so two processes that open a new
 * questionnaire at once merge into one copy, not two.
 */
export const INITIAL_CLIENT_ID = 0;

/** A document holding `structure`, as its encoded state (the same bytes for the same input). */
export const encodeStructure = (structure: QuestionnaireStructure): Uint8Array => {
  const doc = new Y.Doc();
  doc.clientID = INITIAL_CLIENT_ID;
  writeStructure(doc, structure);
  return Y.encodeStateAsUpdate(doc);
};

const str = (value: unknown): string =>
  value instanceof Y.Text ? value.toString() : typeof value === 'string' ? value : '';
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const readOptions = (value: unknown): QuestionOption[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(
      (o): o is Record<string, unknown> =>
        typeof o === 'object' && o !== null && typeof (o as { id?: unknown }).id === 'string',
    )
    .map((o) => {
      const option: QuestionOption = { id: o.id as string, label: str(o.label) };
      const score = num(o.score);
      if (score !== undefined) option.score = score;
      return option;
    });
};

const readCondition = (value: unknown): QuestionCondition | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { questionId, equals } = value as Record<string, unknown>;
  if (typeof questionId !== 'string') return undefined;
  if (typeof equals !== 'string' && typeof equals !== 'boolean') return undefined;
  return { questionId, equals };
};

export const readQuestion = (map: Y.Map<unknown>): Question | null => {
  const id = map.get('id');
  const type = map.get('type');
  if (typeof id !== 'string' || !(QUESTION_TYPES as readonly unknown[]).includes(type)) return null;
  const question: Question = {
    id,
    text: str(map.get('text')),
    type: type as QuestionType,
    required: map.get('required') === true,
    weight: num(map.get('weight')) ?? 0,
  };
  const helpText = str(map.get('helpText'));
  if (helpText) question.helpText = helpText;
  const options = readOptions(map.get('options'));
  if (options) question.options = options;
  const min = num(map.get('min'));
  if (min !== undefined) question.min = min;
  const max = num(map.get('max'));
  if (max !== undefined) question.max = max;
  const credited = map.get('creditedAnswer');
  if (typeof credited === 'boolean') question.creditedAnswer = credited;
  const condition = readCondition(map.get('condition'));
  if (condition) question.condition = condition;
  return question;
};

const readSection = (map: Y.Map<unknown>): QuestionnaireSection | null => {
  const id = map.get('id');
  if (typeof id !== 'string') return null;
  const questions = map.get('questions');
  const section: QuestionnaireSection = {
    id,
    title: str(map.get('title')),
    questions:
      questions instanceof Y.Array
        ? questions
            .toArray()
            .filter((q): q is Y.Map<unknown> => q instanceof Y.Map)
            .map(readQuestion)
            .filter((q): q is Question => q !== null)
        : [],
  };
  const description = str(map.get('description'));
  if (description) section.description = description;
  return section;
};

/** The document's JSON snapshot: what is stored for search, export, versions and answering. */
export const readStructure = (doc: Y.Doc): QuestionnaireStructure => ({
  sections: sectionsOf(doc)
    .toArray()
    .filter((s): s is Y.Map<unknown> => s instanceof Y.Map)
    .map(readSection)
    .filter((s): s is QuestionnaireSection => s !== null),
});
