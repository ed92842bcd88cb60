/** Cache keys of ARIA chat: every conversation query lives under ['aria-chat']. */
export const CHAT_KEYS = {
  all: ['aria-chat'] as const,
  list: ['aria-chat', 'list'] as const,
  detail: (id: string) => ['aria-chat', 'detail', id] as const,
  status: ['aria-chat', 'ai-status'] as const,
};

export const conversationPath = (id: string) => `/ai/conversations/${encodeURIComponent(id)}`;
