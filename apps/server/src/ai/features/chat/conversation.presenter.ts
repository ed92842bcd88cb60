import {
  CHAT_MESSAGE_STATUSES,
  chatSourceSchema,
  aiEngineSchema,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatSource,
  type Conversation,
} from '@rampart/contracts';
import type { ChatMessageRow, ConversationRecord } from '@rampart/db';

export const presentConversation = (row: ConversationRecord): Conversation => ({
  id: row.id,
  title: row.title,
  messageCount: row.messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * What a message's `sources` column holds: the linked items, the offline intent, the tools a
 * model called, and how the answer ended.
 */
export type StoredSources = {
  items: ChatSource[];
  intent: string | null;
  tools: string[];
  status: ChatMessageStatus;
  errorCode?: string | null;
};

export const readSources = (raw: Record<string, unknown> | null): StoredSources => {
  const items = Array.isArray(raw?.items)
    ? raw.items.flatMap((i) => {
        const parsed = chatSourceSchema.safeParse(i);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const status = (CHAT_MESSAGE_STATUSES as readonly unknown[]).includes(raw?.status)
    ? (raw!.status as ChatMessageStatus)
    : 'complete';
  return {
    items,
    intent: typeof raw?.intent === 'string' ? raw.intent : null,
    tools: Array.isArray(raw?.tools) ? raw.tools.filter((t) => typeof t === 'string') : [],
    status,
    errorCode: typeof raw?.errorCode === 'string' ? raw.errorCode : null,
  };
};

export const presentMessage = (row: ChatMessageRow): ChatMessage => {
  const s = readSources(row.sources);
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    engine: aiEngineSchema.safeParse(row.engine).data ?? null,
    confidence: row.confidence,
    sources: s.items,
    intent: s.intent,
    tools: s.tools,
    status: s.status,
    createdAt: row.createdAt.toISOString(),
  };
};
