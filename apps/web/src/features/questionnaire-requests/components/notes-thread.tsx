import type { RequestNote } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';

/** The conversation on one answer, oldest first: the team's notes and the recipient's. */
export const NotesThread = ({
  notes,
  teamLabel,
  recipientLabel,
}: {
  notes: readonly RequestNote[];
  /** Who the team is from the reader's side: "Northwind Risk" for the recipient, "Team" inside. */
  teamLabel: string;
  recipientLabel: string;
}) =>
  notes.length === 0 ? null : (
    <ol className="flex flex-col gap-2">
      {notes.map((n, i) => (
        <li
          key={`${n.at}-${i}`}
          className={cn(
            'rounded-md border px-3 py-2 text-sm',
            n.by === 'team' ? 'border-accent/30 bg-accent-subtle' : 'border-border bg-surface',
          )}
        >
          <p className="text-xs text-muted">
            <span className="font-medium text-fg">{n.name}</span> ·{' '}
            {n.by === 'team' ? teamLabel : recipientLabel} · {formatDateTime(n.at)}
          </p>
          {/* Text as typed: rendered as text, never as markup. */}
          <p className="mt-1 break-words whitespace-pre-wrap text-fg">{n.text}</p>
        </li>
      ))}
    </ol>
  );
