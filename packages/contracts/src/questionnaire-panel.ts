import { z } from 'zod';
import { listQuerySchema } from './envelope.ts';
import {
  ACTIVITY_TYPES,
  COLLABORATION_MESSAGES,
  COLLABORATION_TARGET_TYPES,
  QUESTIONNAIRE_LIMITS as L,
  REACTION_TYPES,
} from './questionnaire-values.ts';
import { storedQuestionSchema, storedStructureSchema } from './questionnaires.ts';

// The questionnaire side panel (§2, §3, §4): comments, versions and activity. Assignments are
// in questionnaire-assignments.ts.

const id = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(64, `${label} is at most 64 characters`);
const person = z.object({ id: z.string(), name: z.string() });

export const questionnaireCommentParamsSchema = z.object({
  id: id('Questionnaire'),
  commentId: id('Comment'),
});
export const questionnaireVersionParamsSchema = z.object({
  id: id('Questionnaire'),
  versionId: id('Version'),
});

// ---- Comments ----

export const questionnaireCommentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  content: z.string(),
  /** A share-link holder has a name but no account: id null. */
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  targetType: z.enum(COLLABORATION_TARGET_TYPES),
  targetId: z.string().nullable(),
  isResolved: z.boolean(),
  resolvedBy: person.nullable(),
  resolvedAt: z.string().nullable(),
  isEdited: z.boolean(),
  /** Every type, with its count and whether the reader gave it. */
  reactions: z.array(
    z.object({ type: z.enum(REACTION_TYPES), count: z.number().int(), mine: z.boolean() }),
  ),
  attachments: z.array(
    z.object({ evidenceId: z.string(), title: z.string(), fileName: z.string() }),
  ),
  mentions: z.array(person),
  /** What the reader may do to this comment. */
  abilities: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    resolve: z.boolean(),
    react: z.boolean(),
    reply: z.boolean(),
  }),
});
export type QuestionnaireComment = z.infer<typeof questionnaireCommentSchema>;

/** A top-level comment with its replies, oldest first. */
export const questionnaireCommentThreadSchema = questionnaireCommentSchema.extend({
  replies: z.array(questionnaireCommentSchema),
});
export type QuestionnaireCommentThread = z.infer<typeof questionnaireCommentThreadSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A page of threads (each with all its replies), filtered by where they are and whether resolved. */
export const listQuestionnaireCommentsQuerySchema = listQuerySchema.extend({
  /** Threads on this question or section. */
  targetId: id('Target').optional(),
  targetType: z.enum(COLLABORATION_TARGET_TYPES).optional(),
  resolved: flag.optional(),
});
export type ListQuestionnaireCommentsQuery = z.infer<typeof listQuestionnaireCommentsQuerySchema>;

/** §5 Comment post: blank after trimming is refused with the spec's words. */
export const commentContentSchema = z
  .string({ message: COLLABORATION_MESSAGES.commentBlank })
  .max(L.commentMax, `At most ${L.commentMax} characters`)
  .refine((v) => v.trim() !== '', { message: COLLABORATION_MESSAGES.commentBlank });

export const COMMENT_ATTACHMENTS_MAX = 10;
export const createQuestionnaireCommentBodySchema = z.object({
  content: commentContentSchema,
  /** A reply: it joins its parent's thread and takes its target. */
  parentId: id('Parent comment').nullish(),
  targetType: z
    .enum(COLLABORATION_TARGET_TYPES, {
      message: `Target type must be one of ${COLLABORATION_TARGET_TYPES.join(', ')}`,
    })
    .default('questionnaire'),
  /** The question or section id in the questionnaire; none for the whole questionnaire. */
  targetId: id('Target').nullish(),
  /** Evidence records of the organisation (upload them first through POST /api/evidence). */
  attachmentIds: z
    .array(id('Attachment'))
    .max(COMMENT_ATTACHMENTS_MAX, `At most ${COMMENT_ATTACHMENTS_MAX} attachments`)
    .optional(),
});
export type CreateQuestionnaireCommentBody = z.infer<typeof createQuestionnaireCommentBodySchema>;

export const updateQuestionnaireCommentBodySchema = z.object({ content: commentContentSchema });
export type UpdateQuestionnaireCommentBody = z.infer<typeof updateQuestionnaireCommentBodySchema>;

export const resolveQuestionnaireCommentBodySchema = z.object({
  resolved: z.boolean({ message: 'resolved must be true or false' }),
});

export const reactToQuestionnaireCommentBodySchema = z.object({
  type: z.enum(REACTION_TYPES, { message: `Type must be one of ${REACTION_TYPES.join(', ')}` }),
});

// ---- Versions ----

const changeCounts = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
});

export const questionnaireVersionSchema = z.object({
  id: z.string(),
  /** 1.{n} */
  label: z.string(),
  title: z.string(),
  description: z.string(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  isCurrent: z.boolean(),
  isPublished: z.boolean(),
  /** The label of the version that was current when this one was made. */
  parentVersion: z.string().nullable(),
  /** The label this version restored, when it is a restore. */
  restoredFrom: z.string().nullable(),
  /** Questions added, removed and changed since the version before it. */
  changes: changeCounts,
});
export type QuestionnaireVersion = z.infer<typeof questionnaireVersionSchema>;

export const questionnaireVersionDetailSchema = questionnaireVersionSchema.extend({
  structure: storedStructureSchema,
});
export type QuestionnaireVersionDetail = z.infer<typeof questionnaireVersionDetailSchema>;

export const createQuestionnaireVersionBodySchema = z.object({
  title: z.string().trim().max(L.titleMax, `Title is at most ${L.titleMax} characters`).optional(),
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, `Description is at most ${L.descriptionMax} characters`)
    .optional(),
});
export type CreateQuestionnaireVersionBody = z.infer<typeof createQuestionnaireVersionBodySchema>;

export const compareQuestionnaireVersionsQuerySchema = z.object({
  from: id('From version'),
  to: id('To version'),
});

const versionRef = z.object({ id: z.string(), label: z.string() });
/** Question by question, matched by id: what `to` added, removed and changed relative to `from`. */
export const questionnaireVersionComparisonSchema = z.object({
  from: versionRef,
  to: versionRef,
  added: z.array(storedQuestionSchema),
  removed: z.array(storedQuestionSchema),
  changed: z.array(
    z.object({
      questionId: z.string(),
      /** Question fields that differ, plus `section` when it moved. */
      fields: z.array(z.string()),
      before: storedQuestionSchema,
      after: storedQuestionSchema,
    }),
  ),
  unchanged: z.number().int(),
});
export type QuestionnaireVersionComparison = z.infer<typeof questionnaireVersionComparisonSchema>;

// ---- Activity ----

export const questionnaireActivitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** What happened, without who did it: shown after `user.name`. */
  description: z.string(),
  user: z.object({ id: z.string().nullable(), name: z.string() }),
  timestamp: z.string(),
  targetType: z.enum(COLLABORATION_TARGET_TYPES),
  targetId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type QuestionnaireActivity = z.infer<typeof questionnaireActivitySchema>;

/** The activity pages from the newest entry back to the first. */
export const listQuestionnaireActivityQuerySchema = listQuerySchema;
