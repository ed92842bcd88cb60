import { Sparkles } from 'lucide-react';
import type { ChatMessage } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { confidenceLabel, engineLabel } from '../lib/labels.ts';
import { AnswerSources } from './answer-sources.tsx';
import { AnswerText } from './answer-text.tsx';

export const QuestionBubble = ({ content }: { content: string }) => (
  <li className="flex justify-end">
    <div className="max-w-[80%] rounded-lg bg-accent-subtle px-3 py-2 text-sm whitespace-pre-wrap text-fg">
      <span className="sr-only">You asked: </span>
      {content}
    </div>
  </li>
);

const Avatar = () => (
  <div
    aria-hidden
    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg"
  >
    <Sparkles className="size-4" />
  </div>
);

type AnswerProps = {
  message: Pick<ChatMessage, 'content' | 'engine' | 'confidence' | 'sources' | 'status' | 'tools'>;
};

/** An answer with what produced it (engine, confidence) and links to what it drew on. */
export const AnswerBubble = ({ message }: AnswerProps) => {
  const confidence = confidenceLabel(message.confidence);
  return (
    <li className="flex gap-3">
      <Avatar />
      <article
        aria-label="ARIA’s answer"
        className={cn(
          'min-w-0 max-w-[85%] rounded-lg border border-border bg-bg px-3 py-2',
          message.status === 'failed' && 'border-danger/40',
        )}
      >
        <AnswerText text={message.content || '(No answer was produced.)'} />
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <Badge>{engineLabel(message.engine)}</Badge>
          {confidence ? <Badge variant="accent">{confidence}</Badge> : null}
          {message.status === 'interrupted' ? <Badge variant="warning">Interrupted</Badge> : null}
          {message.status === 'failed' ? <Badge variant="danger">Not answered</Badge> : null}
          {message.tools.length > 0 ? (
            <span className="text-xs text-muted">Looked up: {message.tools.join(', ')}</span>
          ) : null}
        </div>
        <AnswerSources sources={message.sources} />
      </article>
    </li>
  );
};

/** The answer as it streams in; announced politely to screen readers once complete. */
export const StreamingAnswer = ({
  text,
  phase,
}: {
  text: string;
  phase: 'waiting' | 'streaming' | 'failed';
}) => (
  <li className="flex gap-3">
    <Avatar />
    <article
      aria-label="ARIA’s answer"
      className={cn(
        'min-w-0 max-w-[85%] rounded-lg border border-border bg-bg px-3 py-2',
        phase === 'failed' && 'border-danger/40',
      )}
    >
      <div aria-live="polite" aria-busy={phase !== 'failed'} data-testid="streaming-answer">
        {text ? (
          <AnswerText text={text} />
        ) : (
          <p className="text-sm text-muted">
            <span className="inline-block animate-pulse">ARIA is thinking…</span>
          </p>
        )}
      </div>
      {phase === 'failed' ? (
        <div className="mt-2">
          <Badge variant="danger">Not answered</Badge>
        </div>
      ) : null}
    </article>
  </li>
);
