import { useEffect, useRef } from 'react';
import type { ChatMessage } from '@rampart/contracts';
import type { PendingAnswer } from '../hooks/use-ask-aria.ts';
import { AnswerBubble, QuestionBubble, StreamingAnswer } from './chat-message.tsx';

/** The conversation's messages, then the question being answered and its streaming answer. */
export const MessageThread = ({
  messages,
  pending,
}: {
  messages: readonly ChatMessage[];
  pending: PendingAnswer | null;
}) => {
  const end = useRef<HTMLDivElement>(null);
  const shown = pending && !messages.some((m) => m.id === pending.userMessageId) ? pending : null;
  const size = messages.length + (shown ? shown.text.length + 1 : 0);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [size]);

  return (
    <div className="px-4 py-4">
      <ol className="flex flex-col gap-4" aria-label="Messages">
        {messages.map((m) =>
          m.role === 'user' ? (
            <QuestionBubble key={m.id} content={m.content} />
          ) : (
            <AnswerBubble key={m.id} message={m} />
          ),
        )}
        {shown ? (
          <>
            <QuestionBubble content={shown.question} />
            <StreamingAnswer text={shown.text} phase={shown.phase} />
          </>
        ) : null}
      </ol>
      <div ref={end} />
    </div>
  );
};
