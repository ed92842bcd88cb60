import { limitText } from './limit-text.ts';
import { z } from 'zod';
import { aiEngineSchema } from './ai.ts';
import { listQuerySchema, page } from './envelope.ts';

/** ARIA chat: conversations, messages and the streamed answer (Server-Sent Events). */

export const CHAT_LIMITS = {
  /** A question is 1..4000 characters. */
  questionMaxChars: 4000,
  titleMaxChars: 120,
} as const;

/** The title of a conversation until its first question names it. */
export const DEFAULT_CONVERSATION_TITLE = 'New conversation';

/** What an answer drew on, so the screen can link to it. */
export const CHAT_SOURCE_KINDS = [
  'risk',
  'control',
  'framework',
  'requirement',
  'library',
] as const;
export type ChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];

export const chatSourceSchema = z.object({
  kind: z.enum(CHAT_SOURCE_KINDS),
  id: z.string(),
  title: z.string(),
  /** A requirement's framework, for its link. */
  frameworkId: z.string().optional(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/**
 * complete: answered in full. interrupted: the reader left mid-answer; what was produced is
 * kept. failed: the answer is the spec's apology.
 */
export const CHAT_MESSAGE_STATUSES = ['complete', 'interrupted', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Assistant messages: which engine answered, and how sure it is (0.3..0.95). */
  engine: aiEngineSchema.nullable(),
  confidence: z.number().nullable(),
  sources: z.array(chatSourceSchema),
  /** The offline engine's reading of the question (e.g. unmapped_risks), else null. */
  intent: z.string().nullable(),
  /** The tools a language model called for this answer. */
  tools: z.array(z.string()),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = page(conversationSchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(chatMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

const title = z
  .string({ message: 'Title must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(CHAT_LIMITS.titleMaxChars, `Title is at most ${CHAT_LIMITS.titleMaxChars} characters`);

export const listConversationsQuerySchema = listQuerySchema;
export type ListConversationsQuery = z.infer<typeof listConversationsQuerySchema>;

export const createConversationBodySchema = z.object({ title: title.optional() });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

export const renameConversationBodySchema = z.object({ title });
export type RenameConversationBody = z.infer<typeof renameConversationBodySchema>;

export const sendMessageBodySchema = z.object({
  content: z
    .string({ message: 'Enter a question' })
    .trim()
    .min(1, 'Enter a question')
    .max(
      CHAT_LIMITS.questionMaxChars,
      `A question is at most ${limitText(CHAT_LIMITS.questionMaxChars)} characters`,
    ),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/**
 * The events of POST /api/ai/conversations/:id/messages (`text/event-stream`), in order:
 * one `start`, any number of `delta`, then one `done` or one `error` (whose `message` is the
 * stored answer, the spec's apology). Each is `event: <type>` and `data: <JSON>`.
 */
export const chatStartEventSchema = z.object({
  conversationId: z.string(),
  userMessageId: z.string(),
  engine: aiEngineSchema,
});
export const chatDeltaEventSchema = z.object({ text: z.string() });
export const chatDoneEventSchema = z.object({
  messageId: z.string(),
  engine: aiEngineSchema,
  confidence: z.number().nullable(),
  sources: z.array(chatSourceSchema),
  intent: z.string().nullable(),
  tools: z.array(z.string()),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  /** The conversation's title after this answer (the first question names it). */
  title: z.string(),
});
export const chatErrorEventSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The stored apology's id, when it could be stored. */
  messageId: z.string().nullable(),
  title: z.string().nullable(),
});

export type ChatStreamEvent =
  | { type: 'start'; data: z.infer<typeof chatStartEventSchema> }
  | { type: 'delta'; data: z.infer<typeof chatDeltaEventSchema> }
  | { type: 'done'; data: z.infer<typeof chatDoneEventSchema> }
  | { type: 'error'; data: z.infer<typeof chatErrorEventSchema> };
export type ChatStreamEventType = ChatStreamEvent['type'];

const eventSchemas = {
  start: chatStartEventSchema,
  delta: chatDeltaEventSchema,
  done: chatDoneEventSchema,
  error: chatErrorEventSchema,
} as const;

/** Checks one received event; null for an unknown type or a malformed payload. */
export const parseChatStreamEvent = (type: string, data: unknown): ChatStreamEvent | null => {
  if (!Object.hasOwn(eventSchemas, type)) return null;
  const t = type as ChatStreamEventType;
  const parsed = eventSchemas[t].safeParse(data);
  return parsed.success ? ({ type: t, data: parsed.data } as ChatStreamEvent) : null;
};
