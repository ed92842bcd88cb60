import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Textarea, type TextareaProps } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  activeMention,
  insertMention,
  matchCandidates,
  type MentionCandidate,
} from './lib/mentions.ts';

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  candidates: readonly MentionCandidate[];
  /** Ctrl/Cmd+Enter: post. */
  onSubmit?: () => void;
};

/**
 * A comment's text box with @mention suggestions: typing @ lists the people who may be named,
 * narrowed as the name is typed; picking one (Enter, Tab or a click) writes `@[Name](userId)`.
 * The suggestions are a listbox tied to the box by aria-controls and aria-activedescendant, so
 * the arrow keys move through them while the caret stays in the text.
 */
export const MentionInput = ({
  value,
  onChange,
  candidates,
  onSubmit,
  className,
  ...props
}: Props) => {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [highlight, setHighlight] = useState(0);
  // The @ whose suggestions were closed with Escape stays closed until another @ is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const active = activeMention(value, caret);
  const matches = active ? matchCandidates(candidates, active.query) : [];
  const open = active !== null && dismissed !== active.start && matches.length > 0;
  const current = Math.min(highlight, Math.max(0, matches.length - 1));

  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !ref.current) return;
    pendingCaret.current = null;
    ref.current.setSelectionRange(at, at);
  });

  const track = (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length);

  const pick = (person: MentionCandidate) => {
    if (!active) return;
    const next = insertMention(value, active.start, caret, person);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setHighlight(0);
    onChange(next.value);
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
      const move = moves[event.key];
      if (move !== undefined) {
        event.preventDefault();
        setHighlight((current + move + matches.length) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(matches[current]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(active.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="relative">
      <Textarea
        ref={ref}
        value={value}
        className={cn('min-h-16 resize-y', className)}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          track(e.currentTarget);
          setHighlight(0);
        }}
        onSelect={(e) => track(e.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(active?.start ?? null)}
        onFocus={() => setDismissed(null)}
        {...props}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-56 overflow-y-auto rounded-md border border-border bg-elevated p-1 shadow-lg"
        >
          {matches.map((person, i) => (
            <li
              key={person.userId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              // Keeps the caret in the box; the click picks.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(person)}
              onMouseEnter={() => setHighlight(i)}
              className={cn(
                'flex min-h-8 cursor-default flex-col justify-center rounded px-2 py-1',
                i === current ? 'bg-hover' : '',
              )}
            >
              <span className="truncate text-[13px] font-medium text-fg">{person.name}</span>
              <span className="truncate text-xs text-muted">{person.email}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
