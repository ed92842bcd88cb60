import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { questionnaires } from './questionnaires.ts';
import { evidence } from './testing.ts';

/** Binary column: a Yjs document state or update. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres writes Buffers as bytea; the embedded engine takes either.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

const questionnaireRef = () =>
  text('questionnaire_id')
    .notNull()
    .references(() => questionnaires.id, { onDelete: 'cascade' });

/**
 * The collaborative (Yjs) document of a questionnaire: its whole state as of the last store.
 * `questionnaires.structure` is this state's JSON snapshot.
 */
export const questionnaireDocuments = pgTable('questionnaire_documents', {
  questionnaireId: text('questionnaire_id')
    .primaryKey()
    .references(() => questionnaires.id, { onDelete: 'cascade' }),
  organizationId: orgRef(),
  state: bytea('state').notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: stampedNow('updated_at'),
});

/**
 * Every update a writer sent, written before the server acknowledges it: a crash between the
 * acknowledgement and the next full store loses nothing. A store folds them into the state.
 */
export const questionnaireDocumentUpdates = pgTable(
  'questionnaire_document_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionnaireId: questionnaireRef(),
    organizationId: orgRef(),
    update: bytea('update').notNull(),
    userId: userRef('user_id'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('questionnaire_document_updates_doc_idx').on(t.questionnaireId, t.id)],
);

/** §3 Person with access: a member of the organisation given a role on one questionnaire. */
export const questionnaireMembers = pgTable(
  'questionnaire_members',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** viewer, commenter, editor, admin (SHAREABLE_COLLABORATION_ROLES). */
    role: text('role').notNull(),
    /** pending until the person accepts; declined keeps the answer (ACCESS_STATUSES). */
    status: text('status').notNull().default('pending'),
    invitedBy: userRef('invited_by'),
    /**
     * With the share setting "approval required", an invitation made by someone other than the
     * owner waits for the owner's (or an organisation admin's) approval before it can be accepted.
     */
    approvedBy: userRef('approved_by'),
    approvedAt: ts('approved_at'),
    createdAt: stampedNow('created_at'),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    uniqueIndex('questionnaire_members_person_idx').on(t.questionnaireId, t.userId),
    index('questionnaire_members_user_idx').on(t.organizationId, t.userId),
  ],
);

/** §3 Share link. Only the token's hash and the password's hash are kept. */
export const questionnaireLinks = pgTable(
  'questionnaire_links',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    name: text('name').notNull(),
    /** view, comment, edit (SHARE_LINK_TYPES). */
    type: text('type').notNull(),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    expiresAt: ts('expires_at'),
    requiresSignIn: boolean('requires_sign_in').notNull().default(false),
    downloadAllowed: boolean('download_allowed').notNull().default(false),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessedAt: ts('last_accessed_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('questionnaire_links_token_idx').on(t.tokenHash),
    index('questionnaire_links_doc_idx').on(t.questionnaireId, t.createdAt.desc()),
  ],
);

/** §3 Comment: on the questionnaire, a section or a question; replies point at their parent. */
export const questionnaireComments = pgTable(
  'questionnaire_comments',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    parentId: text('parent_id').references((): AnyPgColumn => questionnaireComments.id, {
      onDelete: 'cascade',
    }),
    authorId: userRef('author_id'),
    /** The name shown: the author's at the time, or the link holder's given name. */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    /** User ids mentioned as @[Name](id). */
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** questionnaire, section, question (COLLABORATION_TARGET_TYPES). */
    targetType: text('target_type').notNull().default('questionnaire'),
    targetId: text('target_id'),
    isResolved: boolean('is_resolved').notNull().default(false),
    resolvedBy: userRef('resolved_by'),
    resolvedAt: ts('resolved_at'),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('questionnaire_comments_doc_idx').on(t.questionnaireId, t.createdAt)],
);

/** §3 Comment reactions: one of each type per person, toggled. */
export const questionnaireCommentReactions = pgTable(
  'questionnaire_comment_reactions',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => questionnaireComments.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** like, love, laugh (REACTION_TYPES). */
    type: text('type').notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId, t.type] })],
);

/** A comment's attachments are evidence records of the organisation. */
export const questionnaireCommentAttachments = pgTable(
  'questionnaire_comment_attachments',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => questionnaireComments.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    evidenceId: text('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.evidenceId] })],
);

/** §3 Version: a saved copy of the questions; one is current. */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    /** 1.{n} */
    label: text('label').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    structure: jsonb('structure').$type<{ sections: Record<string, unknown>[] }>().notNull(),
    /** What changed since the version before, question by question. */
    changes: jsonb('changes').$type<Record<string, unknown>[]>().notNull().default([]),
    isCurrent: boolean('is_current').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    parentVersionId: text('parent_version_id').references(
      (): AnyPgColumn => questionnaireVersions.id,
      { onDelete: 'set null' },
    ),
    /** The version this one restored, when it is a restore. */
    restoredFromId: text('restored_from_id'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('questionnaire_versions_label_idx').on(t.questionnaireId, t.label),
    index('questionnaire_versions_doc_idx').on(t.questionnaireId, t.createdAt.desc()),
  ],
);

/** §3 Activity: what happened to a questionnaire, newest first; 50 are shown. */
export const questionnaireActivity = pgTable(
  'questionnaire_activity',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    /** comment, edit, share, version, status (ACTIVITY_TYPES). */
    type: text('type').notNull(),
    description: text('description').notNull(),
    userId: userRef('user_id'),
    userName: text('user_name').notNull().default(''),
    targetType: text('target_type').notNull().default('questionnaire'),
    targetId: text('target_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('questionnaire_activity_doc_idx').on(t.questionnaireId, t.createdAt.desc())],
);

/** §3 Assignment: a section given to a person to complete by a date, with reminders. */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    /** A section's id in the structure; null for the whole questionnaire. */
    sectionId: text('section_id'),
    assigneeId: text('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: ts('due_date'),
    /** low, medium, high (ASSIGNMENT_PRIORITIES). */
    priority: text('priority').notNull().default('medium'),
    instructions: text('instructions').notNull().default(''),
    remindersOn: boolean('reminders_on').notNull().default(true),
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,3,1}'::integer[]`),
    /** Days-before already reminded, so each reminder goes once. */
    remindersSent: integer('reminders_sent')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    completedAt: ts('completed_at'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('questionnaire_assignments_doc_idx').on(t.questionnaireId, t.createdAt),
    index('questionnaire_assignments_due_idx').on(t.dueDate),
  ],
);
