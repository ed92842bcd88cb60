import { Heart, Laugh, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { QuestionnaireComment, ReactionType } from '@rampart/contracts';
import { cn } from '../../../lib/cn.ts';

const REACTIONS: Record<ReactionType, { label: string; Icon: LucideIcon }> = {
  like: { label: 'Like', Icon: ThumbsUp },
  love: { label: 'Love', Icon: Heart },
  laugh: { label: 'Laugh', Icon: Laugh },
};

type Props = {
  comment: QuestionnaireComment;
  onToggle: (type: ReactionType) => void;
  pending: boolean;
};

/**
 * §4 Like, love and laugh, each toggled per person: pressed when the reader gave it, with the
 * count. Someone who may not react sees the counts only.
 */
export const Reactions = ({ comment: c, onToggle, pending }: Props) => {
  if (!c.abilities.react) {
    const given = c.reactions.filter((r) => r.count > 0);
    if (given.length === 0) return null;
    return (
      <p className="flex gap-3 text-xs text-muted">
        {given.map((r) => (
          <span key={r.type} className="tabular-nums">
            {REACTIONS[r.type].label} {r.count}
          </span>
        ))}
      </p>
    );
  }
  return (
    <div role="group" aria-label="Reactions" className="flex gap-1">
      {c.reactions.map((r) => {
        const { label, Icon } = REACTIONS[r.type];
        return (
          <button
            key={r.type}
            type="button"
            aria-pressed={r.mine}
            aria-label={`${label} ${r.count}`}
            title={label}
            disabled={pending}
            onClick={() => onToggle(r.type)}
            className={cn(
              'inline-flex h-6 min-w-7 items-center justify-center gap-1 rounded-full border px-1.5 text-xs tabular-nums',
              'transition-colors disabled:opacity-60 [&_svg]:size-3.5',
              r.mine
                ? 'border-accent/40 bg-accent-subtle text-accent-text'
                : 'border-border text-muted hover:bg-hover hover:text-fg',
            )}
          >
            <Icon aria-hidden />
            {r.count > 0 ? r.count : null}
          </button>
        );
      })}
    </div>
  );
};
