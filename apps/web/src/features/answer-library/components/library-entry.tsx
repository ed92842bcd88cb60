import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { ANSWER_VERDICT_LABELS, type LibraryEntryView } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { CitedRecords } from './cited-records.tsx';
import { StandingBadge, VerdictBadge } from './library-badges.tsx';

/** Why a stale answer is no longer reused: the records that stopped holding. */
const StaleReasons = ({ reasons }: { reasons: readonly string[] }) => (
  <div className="rounded-md border border-warning-text/25 bg-warning-subtle px-3 py-2 text-warning-text">
    <p className="font-medium">Not reused: a record it rests on no longer holds.</p>
    <ul className="mt-1 list-disc pl-5">
      {reasons.map((r) => (
        <li key={r} className="break-words">
          {r}
        </li>
      ))}
    </ul>
  </div>
);

/** Who else answered the same question, and how. */
const Disagreement = ({
  others,
  canRemove,
}: {
  others: readonly LibraryEntryView[];
  canRemove: boolean;
}) => (
  <div className="rounded-md border border-danger-text/25 bg-danger-subtle px-3 py-2 text-danger-text">
    <p className="font-medium">
      Not reused while another approved answer to this question says otherwise.
      {canRemove ? ' Remove the one that no longer applies.' : null}
    </p>
    {others.length > 0 ? (
      <ul className="mt-1 list-disc pl-5">
        {others.map((o) => (
          <li key={o.id} className="break-words">
            “{ANSWER_VERDICT_LABELS[o.answer]}”, approved by {o.approvedBy} on{' '}
            {formatDate(o.approvedAt)} for {o.source}
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);

type LibraryEntryProps = {
  entry: LibraryEntryView;
  /** The entries shown that answer the same question differently. */
  others: readonly LibraryEntryView[] | undefined;
  canRemove: boolean;
  onRemove: (entry: LibraryEntryView) => void;
};

/** One approved answer: the question, what it says, why it may no longer be reused, its records. */
export const LibraryEntry = memo(function LibraryEntry({
  entry: e,
  others,
  canRemove,
  onRemove,
}: LibraryEntryProps) {
  return (
    <li className="flex flex-col gap-2 px-4 py-4 text-[13px]">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 flex-1 basis-48 font-medium break-words text-fg">{e.question}</h3>
        <StandingBadge standing={e.standing} />
      </div>
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <VerdictBadge answer={e.answer} />
        <p className="min-w-0 flex-1 basis-48 break-words whitespace-pre-line text-fg">{e.text}</p>
      </div>
      {e.standing === 'stale' && e.staleReasons.length > 0 ? (
        <StaleReasons reasons={e.staleReasons} />
      ) : null}
      {e.standing === 'conflicting' ? (
        <Disagreement others={others ?? []} canRemove={canRemove} />
      ) : null}
      <CitedRecords entry={e} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-xs break-words text-muted">
          Approved by {e.approvedBy} on {formatDate(e.approvedAt)} · First given to{' '}
          {e.questionnaireId ? (
            <Link
              to="/dashboard/customer-questionnaires/$questionnaireId"
              params={{ questionnaireId: e.questionnaireId }}
              className="text-accent-text underline underline-offset-2"
            >
              {e.source}
            </Link>
          ) : (
            <span className="text-fg">{e.source}</span>
          )}
        </p>
        {canRemove ? (
          <Button size="sm" variant="ghost" onClick={() => onRemove(e)}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
});
