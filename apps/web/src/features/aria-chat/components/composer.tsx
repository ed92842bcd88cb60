import { formatNumber } from '@rampart/domain';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_LIMITS } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';

type ComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (question: string) => void;
  busy: boolean;
  /** The server refused the last question (too long, session gone...). */
  refusal: unknown;
};

const NEAR_LIMIT = CHAT_LIMITS.questionMaxChars - 500;

/** The question box: Enter sends, Shift+Enter starts a new line. */
export const Composer = ({ value, onChange, onSend, busy, refusal }: ComposerProps) => {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const question = value.trim();
  const canSend = question.length > 0 && !busy;
  const issue = fieldIssues(refusal).find((i) => i.field === 'content')?.message;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend(question);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form ref={form} onSubmit={submit} className="border-t border-border bg-elevated p-3">
      {refusal ? (
        <div className="mb-2">
          <FormMessage>{issue ?? errorMessage(refusal)}</FormMessage>
        </div>
      ) : null}
      <label htmlFor={id} className="sr-only">
        Ask ARIA
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          value={value}
          maxLength={CHAT_LIMITS.questionMaxChars}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about your risks, controls or frameworks…"
          aria-describedby={`${id}-hint`}
          aria-invalid={Boolean(issue)}
          className="max-h-48 min-h-10 min-w-0 flex-1 resize-y"
        />
        <Button type="submit" variant="primary" disabled={!canSend} loading={busy}>
          {busy ? null : <SendHorizontal aria-hidden />}
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 flex justify-between text-xs text-muted">
        <span>Enter to send, Shift+Enter for a new line.</span>
        {value.length > NEAR_LIMIT ? (
          <span>
            {formatNumber(value.length)} / {formatNumber(CHAT_LIMITS.questionMaxChars)}
          </span>
        ) : null}
      </p>
    </form>
  );
};
