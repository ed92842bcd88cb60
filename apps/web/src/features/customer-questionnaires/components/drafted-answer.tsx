import { Link } from '@tanstack/react-router';
import type { DraftedAnswer as Drafted } from '@rampart/contracts';
import { CitedRecords, VerdictBadge } from '../../../components/ui/answer-records.tsx';

export { VerdictBadge };

const LINK = 'text-accent-text underline-offset-2 hover:underline';

/** A drafted answer: its verdict, what the customer reads, why, and the records behind it. */
export const DraftedAnswer = ({
  draft,
  reviewed = false,
}: {
  draft: Drafted;
  /** A person reviewed it: the draft shows as what it was, beside the answer kept. */
  reviewed?: boolean;
}) => (
  <div className="mt-2 flex flex-col gap-1 rounded-md border border-border bg-surface px-3 py-2">
    <p className="flex flex-wrap items-center gap-2">
      {reviewed ? <span className="text-xs font-medium text-muted">Draft</span> : null}
      <VerdictBadge answer={draft.answer} />
      <span className="text-xs text-muted">Confidence {Math.round(draft.confidence * 100)}%</span>
      {draft.libraryEntryId ? (
        <Link to="/dashboard/customer-questionnaires/library" className={`text-xs ${LINK}`}>
          From the answer library
        </Link>
      ) : null}
    </p>
    <p className="break-words text-fg">{draft.text}</p>
    <p className="text-xs break-words text-muted">Why: {draft.reason}</p>
    {draft.citations.length > 0 ? (
      <CitedRecords citations={draft.citations} label="Records behind this answer" />
    ) : null}
  </div>
);
