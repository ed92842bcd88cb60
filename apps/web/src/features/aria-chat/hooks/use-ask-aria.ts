import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AI_MESSAGES, type ChatStreamEvent } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { createConversation } from '../api/create-conversation.ts';
import { CHAT_KEYS } from '../api/keys.ts';
import { streamAnswer } from '../api/stream-answer.ts';

/** The answer being streamed, shown until the stored conversation holds it. */
export type PendingAnswer = {
  conversationId: string | null;
  question: string;
  /** The stored question's id, from the `start` event. */
  userMessageId: string | null;
  text: string;
  /** waiting: asked, nothing back yet; streaming: text arriving; failed: shown as the apology. */
  phase: 'waiting' | 'streaming' | 'failed';
};

type Options = {
  conversationId: string | undefined;
  /** A first question in a new conversation creates it; the page then shows it. */
  onConversationCreated: (id: string) => void;
};

/**
 * Asks ARIA and follows the streamed answer. A refusal before the answer starts (a question
 * too long, the session gone) comes back as `refusal`, the question kept for the composer.
 * Leaving the conversation stops reading; the server keeps what it had produced.
 */
export const useAskAria = ({ conversationId, onConversationCreated }: Options) => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  /** The conversation just created for a first question, until the page shows it. */
  const navigatingTo = useRef<string | null>(null);

  // Another conversation opened, or the page left: stop following this answer.
  useEffect(() => {
    if (navigatingTo.current !== null && navigatingTo.current === conversationId) {
      navigatingTo.current = null;
    }
    if (
      pending &&
      pending.conversationId !== null &&
      pending.conversationId !== conversationId &&
      navigatingTo.current !== pending.conversationId
    ) {
      stop();
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all });
    }
  }, [conversationId, pending, queryClient, stop]);
  useEffect(() => stop, [stop]);

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      stop();
      const abort = new AbortController();
      controller.current = abort;
      setRefusal(null);
      setPending({
        conversationId: conversationId ?? null,
        question,
        userMessageId: null,
        text: '',
        phase: 'waiting',
      });
      let id = conversationId;
      let last: ChatStreamEvent | null = null;
      let started = false;
      try {
        if (!id) {
          id = (await createConversation()).id;
          const created = id;
          navigatingTo.current = created;
          setPending((p) => (p ? { ...p, conversationId: created } : p));
          onConversationCreated(created);
        }
        await streamAnswer(
          id,
          { content: question },
          {
            signal: abort.signal,
            onEvent: (event) => {
              last = event;
              if (event.type === 'start') {
                started = true;
                setPending((p) => p && { ...p, userMessageId: event.data.userMessageId });
              } else if (event.type === 'delta') {
                setPending(
                  (p) => p && { ...p, phase: 'streaming', text: p.text + event.data.text },
                );
              }
            },
          },
        );
      } catch (err) {
        if (abort.signal.aborted) return true;
        if (!started && err instanceof ApiError) {
          setPending(null);
          setRefusal(err);
          return false;
        }
      } finally {
        if (controller.current === abort) controller.current = null;
      }
      const final = last as ChatStreamEvent | null;
      const stored =
        (final?.type === 'done' || (final?.type === 'error' && final.data.messageId !== null)) &&
        id !== undefined;
      if (!stored) {
        // The connection broke before the answer ended: say so with the spec's apology.
        setPending((p) => p && { ...p, phase: 'failed', text: AI_MESSAGES.chatApology });
      }
      await queryClient.invalidateQueries({ queryKey: CHAT_KEYS.all });
      // The stored conversation now holds the question and the answer.
      if (stored) setPending(null);
      return true;
    },
    [conversationId, onConversationCreated, queryClient, stop],
  );

  const dismissRefusal = useCallback(() => setRefusal(null), []);
  return {
    ask,
    pending,
    refusal,
    dismissRefusal,
    busy: pending !== null && pending.phase !== 'failed',
  };
};
