import { questionnaireStructureSchema } from '@rampart/contracts';
import { validateStructure, type QuestionnaireStructure } from '@rampart/domain';
import {
  headerIndex,
  lineOf,
  type LineError,
  type Table,
} from '../../platform/spreadsheets/table-file.ts';
import type { QuestionColumn } from './questionnaire-columns.ts';

type RawQuestion = Record<string, unknown>;
type RawSection = { id: string; title: string; description?: string; questions: RawQuestion[] };

const BOOLEAN: Record<string, boolean> = {
  yes: true,
  true: true,
  '1': true,
  no: false,
  false: false,
  '0': false,
};

/** The column a structure path points at (`sections.1.questions.2.options.0.label` → options). */
const columnOf = (rest: string[]): QuestionColumn => {
  const [field, ...more] = rest;
  if (field === 'condition')
    return more[0] === 'equals' ? 'conditionEquals' : 'conditionQuestionId';
  if (field === 'id') return 'questionId';
  return (field ?? 'questionId') as QuestionColumn;
};

/**
 * Reads a questionnaire file's rows back into a structure. Every problem, of the cells or of the
 * structure they make (validateStructure), is named by its line and column.
 */
export const rowsToStructure = (
  table: Table,
): { structure: QuestionnaireStructure; errors: LineError[] } => {
  const col = headerIndex(table.headers);
  const errors: LineError[] = [];
  const sections: RawSection[] = [];
  const sectionLines: number[] = [];
  const questionLines: number[][] = [];
  const byId = new Map<string, number>();
  const types = new Map<string, string>();
  const pending: { line: number; q: RawQuestion; equals: string }[] = [];

  table.rows.forEach((cells, i) => {
    const line = lineOf(table, i);
    const cell = (key: QuestionColumn) => {
      const at = col(key);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const bool = (key: QuestionColumn) => {
      const text = cell(key).toLowerCase();
      if (text === '') return undefined;
      if (text in BOOLEAN) return BOOLEAN[text];
      errors.push({ line, field: key, message: 'Write yes or no' });
      return undefined;
    };
    const number = (key: QuestionColumn) => {
      const text = cell(key);
      if (text === '') return undefined;
      const n = Number(text);
      if (Number.isFinite(n)) return n;
      errors.push({ line, field: key, message: 'Write a number' });
      return undefined;
    };
    const sectionId = cell('sectionId');
    if (sectionId === '') {
      errors.push({ line, field: 'sectionId', message: 'Every row names its section' });
      return;
    }
    let s = byId.get(sectionId);
    if (s === undefined) {
      s = sections.length;
      byId.set(sectionId, s);
      const description = cell('sectionDescription');
      sections.push({
        id: sectionId,
        title: cell('sectionTitle'),
        questions: [],
        ...(description ? { description } : {}),
      });
      sectionLines.push(line);
      questionLines.push([]);
    }
    const questionId = cell('questionId');
    if (questionId === '' && cell('text') === '') return;
    const q: RawQuestion = {
      id: questionId,
      text: cell('text'),
      type: cell('type').toLowerCase(),
      required: bool('required') ?? false,
    };
    const weight = number('weight');
    if (weight !== undefined) q.weight = weight;
    const help = cell('helpText');
    if (help) q.helpText = help;
    const options = cell('options');
    if (options) {
      try {
        q.options = JSON.parse(options);
      } catch {
        errors.push({
          line,
          field: 'options',
          message: 'Options are a JSON list: [{"id":"a","label":"Yes","score":1}]',
        });
      }
    }
    for (const key of ['min', 'max'] as const) {
      const n = number(key);
      if (n !== undefined) q[key] = n;
    }
    const credited = bool('creditedAnswer');
    if (credited !== undefined) q.creditedAnswer = credited;
    if (cell('conditionQuestionId')) {
      q.condition = { questionId: cell('conditionQuestionId'), equals: cell('conditionEquals') };
      pending.push({ line, q, equals: cell('conditionEquals') });
    }
    types.set(questionId, String(q.type));
    sections[s]!.questions.push(q);
    questionLines[s]!.push(line);
  });
  // A condition on a yes/no question holds a boolean; on a choice, an option id.
  for (const { q, equals } of pending) {
    const source = types.get((q.condition as { questionId: string }).questionId);
    if (source === 'yes_no' && equals.toLowerCase() in BOOLEAN) {
      q.condition = { ...(q.condition as object), equals: BOOLEAN[equals.toLowerCase()] };
    }
  }

  const lineAt = (path: (string | number)[]) => {
    const [, s, , q] = path;
    const sectionLine = sectionLines[Number(s)] ?? 1;
    return q === undefined ? sectionLine : (questionLines[Number(s)]?.[Number(q)] ?? sectionLine);
  };
  const fieldAt = (path: (string | number)[]): string =>
    path.length <= 3
      ? path[2] === 'id'
        ? 'sectionId'
        : path[2] === 'description'
          ? 'sectionDescription'
          : 'sectionTitle'
      : columnOf(path.slice(4).map(String));
  const parsed = questionnaireStructureSchema.safeParse({ sections });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({
        line: lineAt(issue.path as (string | number)[]),
        field: fieldAt(issue.path as (string | number)[]),
        message: issue.message,
      });
    }
    return { structure: { sections: [] }, errors };
  }
  const structure = parsed.data as QuestionnaireStructure;
  for (const issue of validateStructure(structure)) {
    const path = issue.path.split('.');
    errors.push({ line: lineAt(path), field: fieldAt(path), message: issue.message });
  }
  return { structure, errors };
};
