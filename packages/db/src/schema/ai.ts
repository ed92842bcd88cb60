import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, stampedNow, userRef } from './columns.ts';

/** One row per AI call: who, which feature and engine, tokens, cost and outcome. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    userId: userRef('user_id'),
    feature: text('feature').notNull(),
    /** offline, openai or anthropic */
    engine: text('engine').notNull(),
    model: text('model'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    cached: boolean('cached').notNull().default(false),
    /** ok, fallback (model output unusable, defaults used) or error */
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('ai_usage_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** ARIA chat conversations, one owner each. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('ai_conversations_owner_idx').on(t.organizationId, t.userId, t.updatedAt.desc())],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    /** user or assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    engine: text('engine'),
    confidence: doublePrecision('confidence'),
    /** What the answer drew on: risk and control ids, tool calls. */
    sources: jsonb('sources').$type<Record<string, unknown>>(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * The latest answer of an analysis ARIA runs when asked (insights; trends per period): a POST
 * computes it, spending the AI limit and recording usage, and replaces the row; GETs only read
 * it, so reading never changes stored data or spends a limit (issue 23 point 4).
 */
export const aiAnalyses = pgTable(
  'ai_analyses',
  {
    organizationId: orgRef(),
    /** `insights`, or `trends:<period in days>`. */
    kind: text('kind').notNull(),
    result: jsonb('result').notNull(),
    computedAt: stampedNow('computed_at'),
    computedByUserId: userRef('computed_by_user_id'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);
