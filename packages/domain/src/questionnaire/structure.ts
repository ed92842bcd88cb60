// Is a questionnaire well formed? Every problem is an issue naming its path, as a form shows it.
import {
  CHOICE_QUESTION_TYPES,
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS as L,
  type QuestionType,
} from '@rampart/contracts';
import { conditionIssues } from './condition-rules.ts';
import { questionsInOrder, type Question, type QuestionnaireStructure } from './types.ts';

export type StructureIssueCode =
  | 'required'
  | 'too_long'
  | 'too_many'
  | 'duplicate_id'
  | 'unknown_type'
  | 'options_required'
  | 'options_not_allowed'
  | 'duplicate_option'
  | 'option_score'
  | 'scale_range'
  | 'number_bounds'
  | 'weight'
  | 'condition_unknown'
  | 'condition_later'
  | 'condition_type'
  | 'condition_value'
  | 'condition_cycle';

export type StructureIssue = { path: string; code: StructureIssueCode; message: string };

const issue = (path: string, code: StructureIssueCode, message: string): StructureIssue => ({
  path,
  code,
  message,
});

export const isChoiceType = (type: QuestionType): boolean =>
  (CHOICE_QUESTION_TYPES as readonly QuestionType[]).includes(type);

const textIssues = (path: string, text: string | undefined, max: number, required: boolean) => {
  const trimmed = (text ?? '').trim();
  if (required && trimmed === '') return [issue(path, 'required', 'Required')];
  if (trimmed.length > max) return [issue(path, 'too_long', `At most ${max} characters`)];
  return [];
};

const optionIssues = (q: Question, path: string): StructureIssue[] => {
  const options = q.options ?? [];
  if (!isChoiceType(q.type)) {
    return options.length > 0
      ? [issue(`${path}.options`, 'options_not_allowed', 'Only choice questions have options')]
      : [];
  }
  // Two choices make a choice; one option is a statement, not a question.
  if (options.length < 2)
    return [issue(`${path}.options`, 'options_required', 'Add two options or more')];
  if (options.length > L.optionsMax) {
    return [issue(`${path}.options`, 'too_many', `At most ${L.optionsMax} options`)];
  }
  const out: StructureIssue[] = [];
  const ids = new Set<string>();
  const labels = new Set<string>();
  options.forEach((o, i) => {
    const at = `${path}.options.${i}`;
    out.push(...textIssues(`${at}.label`, o.label, L.optionLabelMax, true));
    if (o.id.trim() === '' || ids.has(o.id))
      out.push(issue(`${at}.id`, 'duplicate_id', 'Each option needs its own id'));
    const label = o.label.trim().toLowerCase();
    if (label !== '' && labels.has(label))
      out.push(issue(`${at}.label`, 'duplicate_option', 'Options must differ'));
    ids.add(o.id);
    labels.add(label);
    if (o.score !== undefined && !(o.score >= 0 && o.score <= 1)) {
      out.push(issue(`${at}.score`, 'option_score', 'A choice earns from 0 to 1 of the weight'));
    }
  });
  return out;
};

const boundIssues = (q: Question, path: string): StructureIssue[] => {
  if (q.type === 'scale') {
    const { min, max } = q;
    if (
      min === undefined ||
      max === undefined ||
      !Number.isInteger(min) ||
      !Number.isInteger(max)
    ) {
      return [issue(`${path}.min`, 'scale_range', 'A scale needs whole-number ends')];
    }
    if (min >= max)
      return [issue(`${path}.max`, 'scale_range', 'The top of the scale must be above its bottom')];
    if (max - min > L.scaleStepsMax) {
      return [
        issue(`${path}.max`, 'scale_range', `A scale spans at most ${L.scaleStepsMax} steps`),
      ];
    }
    return [];
  }
  if (q.type === 'number') {
    const bad = [q.min, q.max].some((b) => b !== undefined && !Number.isFinite(b));
    if (bad) return [issue(`${path}.min`, 'number_bounds', 'Bounds must be numbers')];
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) {
      return [issue(`${path}.max`, 'number_bounds', 'The maximum must not be below the minimum')];
    }
  }
  return [];
};

const questionIssues = (q: Question, path: string): StructureIssue[] => [
  ...(QUESTION_TYPES.includes(q.type)
    ? []
    : [issue(`${path}.type`, 'unknown_type', 'Unknown question type')]),
  ...textIssues(`${path}.text`, q.text, L.questionTextMax, true),
  ...textIssues(`${path}.helpText`, q.helpText, L.helpTextMax, false),
  ...optionIssues(q, path),
  ...boundIssues(q, path),
  ...(Number.isFinite(q.weight) && q.weight >= 0
    ? []
    : [issue(`${path}.weight`, 'weight', 'Weight must be 0 or more')]),
];

/** Every problem of a structure; an empty list means it can be saved as a version and published. */
export const validateStructure = (structure: QuestionnaireStructure): StructureIssue[] => {
  const out: StructureIssue[] = [];
  if (structure.sections.length > L.sectionsMax) {
    out.push(issue('sections', 'too_many', `At most ${L.sectionsMax} sections`));
  }
  const sectionIds = new Set<string>();
  structure.sections.forEach((s, i) => {
    if (s.id.trim() === '' || sectionIds.has(s.id))
      out.push(issue(`sections.${i}.id`, 'duplicate_id', 'Each section needs its own id'));
    sectionIds.add(s.id);
    out.push(...textIssues(`sections.${i}.title`, s.title, L.sectionTitleMax, true));
  });
  const located = questionsInOrder(structure);
  if (located.length > L.questionsMax) {
    out.push(issue('sections', 'too_many', `At most ${L.questionsMax} questions`));
  }
  const questionIds = new Set<string>();
  for (const { question, path } of located) {
    if (question.id.trim() === '' || questionIds.has(question.id))
      out.push(issue(`${path}.id`, 'duplicate_id', 'Each question needs its own id'));
    questionIds.add(question.id);
    out.push(...questionIssues(question, path));
  }
  return [...out, ...conditionIssues(located)];
};

/** A structure a vendor can answer: well formed and holding at least one question. */
export const isPublishable = (structure: QuestionnaireStructure): boolean =>
  validateStructure(structure).length === 0 && questionsInOrder(structure).length > 0;
