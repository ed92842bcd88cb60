import { Sparkles } from 'lucide-react';
import { CHAT_SUGGESTIONS } from '@rampart/domain';

/** A new conversation: what ARIA is and questions to start with. */
export const SuggestedQuestions = ({
  onPick,
  disabled,
  offline,
}: {
  onPick: (question: string) => void;
  disabled: boolean;
  offline: boolean;
}) => (
  <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-10 text-center">
    <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-accent-subtle text-accent-text">
      <Sparkles className="size-5" aria-hidden />
    </div>
    <h2 className="text-sm font-semibold text-fg">Ask ARIA about your organisation</h2>
    <p className="mt-1 text-[13px] text-muted">
      {offline
        ? 'ARIA answers from your risks, controls and frameworks with fixed rules, and says so when a question is beyond them.'
        : 'ARIA answers from your risks, controls and frameworks, and looks up what it needs.'}
    </p>
    <ul className="mt-5 grid w-full gap-2 sm:grid-cols-2" aria-label="Suggested questions">
      {CHAT_SUGGESTIONS.map((q) => (
        <li key={q}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(q)}
            className="w-full rounded-md border border-border bg-bg px-3 py-2 text-left text-[13px] text-fg hover:bg-hover disabled:opacity-50"
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  </div>
);
