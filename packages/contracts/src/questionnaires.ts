import { limitText } from './limit-text.ts';
import { z } from 'zod';
import {
  COLLABORATION_ROLES,
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS as L,
  QUESTIONNAIRE_STATUSES,
  SHARE_VISIBILITIES,
} from './questionnaire-values.ts';
import { listQueryBase, many } from './risks.ts';

const id = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(64, `${label} is at most 64 characters`);
const text = (label: string, max: number) =>
  z.string().max(max, `${label} is at most ${limitText(max)} characters`);

/**
 * The shape of a structure (the domain's QuestionnaireStructure). Only the shape is checked
 * here: a draft may be incomplete while it is built; validateStructure decides at publishing.
 * `limited` adds the lengths and counts every way in (REST, files, the live socket) enforces;
 * answers use the unlimited shape, so a stored document past a limit (two people typing at once
 * can add up past one) is still shown, never a 500.
 */
const structureSchemas = (limited: boolean) => {
  const textOf = (label: string, max: number) =>
    limited ? z.string().max(max, `${label} is at most ${limitText(max)} characters`) : z.string();
  const count = <T extends z.ZodType>(item: T, max: number) =>
    limited ? z.array(item).max(max) : z.array(item);
  const idOf = (label: string) =>
    limited
      ? z
          .string()
          .trim()
          .min(1, `${label} is required`)
          .max(64, `${label} is at most 64 characters`)
      : z.string();
  const option = z.object({
    id: idOf('Option id'),
    label: textOf('Option label', L.optionLabelMax),
    score: z.number().min(0, 'A score is 0 to 1').max(1, 'A score is 0 to 1').optional(),
  });
  const condition = z.object({
    questionId: idOf('Question id'),
    equals: z.union([limited ? z.string().max(64) : z.string(), z.boolean()]),
  });
  const question = z.object({
    id: idOf('Question id'),
    text: textOf('Question', L.questionTextMax),
    type: z.enum(QUESTION_TYPES, { message: `Type must be one of ${QUESTION_TYPES.join(', ')}` }),
    required: z.boolean().default(false),
    weight: z.number().min(0, 'Weight must be 0 or more').max(1000).default(1),
    helpText: textOf('Help text', L.helpTextMax).optional(),
    options: count(option, L.optionsMax).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    creditedAnswer: z.boolean().optional(),
    condition: condition.optional(),
  });
  const section = z.object({
    id: idOf('Section id'),
    title: textOf('Section title', L.sectionTitleMax),
    description: textOf('Section description', L.descriptionMax).optional(),
    questions: count(question, L.questionsMax),
  });
  const structure = z.object({ sections: count(section, L.sectionsMax) });
  return { option, condition, question, section, structure };
};

const limited = structureSchemas(true);
const stored = structureSchemas(false);
export const questionOptionSchema = limited.option;
export const questionConditionSchema = limited.condition;
export const questionSchema = limited.question;
export const questionnaireSectionSchema = limited.section;
/** A structure coming in: every limit checked. */
export const questionnaireStructureSchema = limited.structure;
/** A structure going out, as stored. */
export const storedQuestionSchema = stored.question;
export const storedStructureSchema = stored.structure;
export type QuestionnaireStructureBody = z.infer<typeof questionnaireStructureSchema>;

const boolean = z.boolean();
/** The actor's abilities for the questionnaire (the domain's questionnaireAbilities). */
export const questionnaireAbilitiesSchema = z.object({
  view: boolean,
  editQuestions: boolean,
  comment: boolean,
  share: boolean,
  manageSettings: boolean,
  createVersion: boolean,
  restoreVersion: boolean,
  download: boolean,
  delete: boolean,
  publish: boolean,
  revise: boolean,
  archive: boolean,
  unarchive: boolean,
});

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const questionnaireSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  category: z.string(),
  tags: z.array(z.string()),
  visibility: z.enum(SHARE_VISIBILITIES),
  /** Share settings (§3): invitations by non-owners wait for approval; downloads; watermark. */
  requiresApproval: z.boolean(),
  allowDownload: z.boolean(),
  watermark: z.boolean(),
  structure: storedStructureSchema,
  versionLabel: z.string().nullable(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  /** Responses arrive with vendor answering (issue 12 point 5): 0 until then. */
  responseCount: z.number().int(),
  completionRate: z.number(),
  createdBy: person,
  lastEditedBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The actor's role on this questionnaire (decision 019), and what it lets them do. */
  role: z.enum(COLLABORATION_ROLES),
  abilities: questionnaireAbilitiesSchema,
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

const tagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag is not blank')
      .max(L.tagMax, `A tag is at most ${L.tagMax} characters`),
  )
  .max(L.tagsMax, `At most ${L.tagsMax} tags`);

export const questionnaireFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(L.titleMax, `Title is at most ${L.titleMax} characters`),
  description: text('Description', L.descriptionMax).trim(),
  category: text('Category', 100).trim(),
  tags: tagsSchema,
  visibility: z.enum(SHARE_VISIBILITIES, {
    message: `Visibility must be one of ${SHARE_VISIBILITIES.join(', ')}`,
  }),
  structure: questionnaireStructureSchema,
};

export const createQuestionnaireBodySchema = z.object({
  title: questionnaireFields.title,
  description: questionnaireFields.description.optional(),
  category: questionnaireFields.category.optional(),
  tags: questionnaireFields.tags.optional(),
  visibility: questionnaireFields.visibility.default('organization'),
  structure: questionnaireFields.structure.optional(),
  /** Start from a template's sections and questions (and its description, category, tags). */
  templateId: id('Template').optional(),
});
export type CreateQuestionnaireBody = z.infer<typeof createQuestionnaireBodySchema>;

export const updateQuestionnaireBodySchema = z
  .object(questionnaireFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateQuestionnaireBody = z.infer<typeof updateQuestionnaireBodySchema>;

/** The domain's QUESTIONNAIRE_TRANSITIONS, by name. */
export const QUESTIONNAIRE_STATUS_ACTIONS = ['publish', 'revise', 'archive', 'unarchive'] as const;
export const questionnaireStatusBodySchema = z.object({
  action: z.enum(QUESTIONNAIRE_STATUS_ACTIONS, {
    message: `Action must be one of ${QUESTIONNAIRE_STATUS_ACTIONS.join(', ')}`,
  }),
});
export type QuestionnaireStatusBody = z.infer<typeof questionnaireStatusBodySchema>;

export const QUESTIONNAIRE_SORT_COLUMNS = ['createdAt', 'updatedAt', 'title', 'status'] as const;
export const listQuestionnairesQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(QUESTIONNAIRE_SORT_COLUMNS).default('createdAt'),
  status: many(z.enum(QUESTIONNAIRE_STATUSES)),
  category: z.string().trim().min(1).max(100).optional(),
  tag: z.string().trim().min(1).max(L.tagMax).optional(),
});
export type ListQuestionnairesQuery = z.infer<typeof listQuestionnairesQuerySchema>;

export const questionnaireTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
});
export type QuestionnaireTemplate = z.infer<typeof questionnaireTemplateSchema>;
