import type { QuestionnaireStructure } from '@rampart/domain';

/**
 * Columns of a questionnaire file: one row per question, in reading order, its section repeated
 * on each row; a section without questions has a row of its own with the question cells blank.
 * Options are a JSON list ([{"id","label","score"}]) so labels keep any character they hold.
 */
export const QUESTION_COLUMNS = [
  'sectionId',
  'sectionTitle',
  'sectionDescription',
  'questionId',
  'text',
  'type',
  'required',
  'weight',
  'helpText',
  'options',
  'min',
  'max',
  'creditedAnswer',
  'conditionQuestionId',
  'conditionEquals',
] as const;
export type QuestionColumn = (typeof QUESTION_COLUMNS)[number];

const yesNo = (v: boolean | undefined) => (v === undefined ? '' : v ? 'yes' : 'no');
const num = (v: number | undefined) => (v === undefined ? '' : String(v));

/** The structure as rows of cells, in QUESTION_COLUMNS order. */
export const structureToRows = (structure: QuestionnaireStructure): string[][] =>
  structure.sections.flatMap((s) => {
    const section = [s.id, s.title, s.description ?? ''];
    if (s.questions.length === 0) return [[...section, ...QUESTION_COLUMNS.slice(3).map(() => '')]];
    return s.questions.map((q) => [
      ...section,
      q.id,
      q.text,
      q.type,
      yesNo(q.required),
      String(q.weight),
      q.helpText ?? '',
      q.options?.length ? JSON.stringify(q.options) : '',
      num(q.min),
      num(q.max),
      yesNo(q.creditedAnswer),
      q.condition?.questionId ?? '',
      q.condition === undefined ? '' : String(q.condition.equals),
    ]);
  });
