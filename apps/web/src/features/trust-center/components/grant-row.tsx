import { CircleCheck, CircleSlash, Clock3, type LucideIcon } from 'lucide-react';
import {
  TRUST_GRANT_STATE_LABELS,
  type TrustGrant,
  type TrustGrantState,
} from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { downloadsWords, grantPeriod, lastSignIn, requesterLine } from '../lib/access-words.ts';

const STATE_STYLE: Record<TrustGrantState, { variant: BadgeVariant; Icon: LucideIcon }> = {
  active: { variant: 'success', Icon: CircleCheck },
  expired: { variant: 'neutral', Icon: Clock3 },
  revoked: { variant: 'neutral', Icon: CircleSlash },
};

type Props = {
  grant: TrustGrant;
  now: number;
  onShowDownloads: (grant: TrustGrant) => void;
  onRevoke: (grant: TrustGrant) => void;
};

/** An approved visitor: until when, their last sign-in, what they took; Revoke while live. */
export const GrantRow = ({ grant, now, onShowDownloads, onRevoke }: Props) => {
  const { variant, Icon } = STATE_STYLE[grant.state];
  return (
    <li className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-start md:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
            {grant.name}
          </span>
          <Badge variant={variant}>
            <Icon className="size-3" aria-hidden />
            {TRUST_GRANT_STATE_LABELS[grant.state]}
          </Badge>
        </p>
        <p className="text-xs [overflow-wrap:anywhere] text-muted">{requesterLine(grant)}</p>
        <p className="mt-0.5 text-xs text-muted">
          <span title={formatDateTime(grant.expiresAt)}>{grantPeriod(grant, now)}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {lastSignIn(grant, now)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {grant.downloads > 0 ? (
            <Button
              variant="link"
              className="text-xs tabular-nums"
              onClick={() => onShowDownloads(grant)}
            >
              {downloadsWords(grant.downloads)}
              <span className="sr-only"> by {grant.name}: show them</span>
            </Button>
          ) : (
            downloadsWords(0)
          )}
        </p>
      </div>
      {grant.state === 'active' ? (
        <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
          <Button size="sm" onClick={() => onRevoke(grant)}>
            Revoke
            <span className="sr-only"> access for {grant.name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
};
