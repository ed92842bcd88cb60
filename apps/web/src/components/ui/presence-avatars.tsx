import { Eye } from 'lucide-react';
import { avatarOverflow } from '@rampart/domain';
import { Avatar } from './avatar.tsx';
import { Tooltip } from './tooltip.tsx';
import type { Person } from '../../lib/collab/presence.ts';

const STATUS_TEXT = { online: '', away: ' (away)', busy: ' (busy)' } as const;
const label = (p: Person) => `${p.name}${p.self ? ' (you)' : ''}${STATUS_TEXT[p.status]}`;

/** Who is here: 4 avatars then +N (§9), each ringed in the person's colour, and the count. */
export const PresenceAvatars = ({ people }: { people: readonly Person[] }) => {
  const { shown, more } = avatarOverflow(people);
  const rest = people.slice(shown.length).map(label).join(', ');
  return (
    <div className="flex items-center gap-3">
      <ul aria-label="People here" className="flex gap-1.5">
        {shown.map((p) => (
          <li key={p.userId}>
            <Tooltip content={label(p)}>
              <span
                role="img"
                aria-label={label(p)}
                className="inline-flex rounded-full"
                // The person's colour as a ring, with a gap in the page colour around the avatar.
                style={{ boxShadow: `0 0 0 2px var(--bg), 0 0 0 4px ${p.color}` }}
              >
                <Avatar name={p.name} className={p.status === 'away' ? 'opacity-60' : undefined} />
              </span>
            </Tooltip>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Tooltip content={rest}>
              <span
                role="img"
                aria-label={`${more} more: ${rest}`}
                className="inline-flex size-7 items-center justify-center rounded-full border border-border bg-surface text-[11px] font-medium text-muted"
              >
                +{more}
              </span>
            </Tooltip>
          </li>
        ) : null}
      </ul>
      <span className="inline-flex items-center gap-1 text-[13px] text-muted tabular-nums">
        <Eye className="size-3.5" aria-hidden />
        {people.length} viewing
      </span>
    </div>
  );
};
