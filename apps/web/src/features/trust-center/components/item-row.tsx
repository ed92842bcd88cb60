import { Fragment, useRef, useState } from 'react';
import {
  CircleCheck,
  EyeOff,
  Paperclip,
  Pencil,
  PencilLine,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { TRUST_ITEM_STATE_LABELS, type TrustItem, type TrustItemState } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { usePutTrustItem } from '../api/put-trust-item.ts';
import { actionLabel, actionsFor, outcomeOf, standingWords } from '../lib/item-actions.ts';
import { fileParts } from '../lib/item-files.ts';
import { FrameworkStanding, SnapshotButton } from './framework-snapshot.tsx';
import { ItemTextDialog } from './item-text-dialog.tsx';

const STATE_STYLE: Record<TrustItemState, { variant: BadgeVariant; Icon: LucideIcon }> = {
  published: { variant: 'success', Icon: CircleCheck },
  draft: { variant: 'accent', Icon: PencilLine },
  unlisted: { variant: 'neutral', Icon: EyeOff },
};

export const StateBadge = ({ state }: { state: TrustItemState }) => {
  const { variant, Icon } = STATE_STYLE[state];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {TRUST_ITEM_STATE_LABELS[state]}
    </Badge>
  );
};

/** One record the page may show: its state, whether it stands, and (for managers) what to do. */
export const ItemRow = ({ item, manage }: { item: TrustItem; manage: boolean }) => {
  const put = usePutTrustItem();
  const [editing, setEditing] = useState(false);
  // The buttons change with the state: focus goes back to the one that stays.
  const editButton = useRef<HTMLButtonElement>(null);
  const renamed = item.publicTitle && item.publicTitle !== item.recordName;
  const file = fileParts(item);
  const framework = item.kind === 'framework';

  const move = (to: TrustItemState) =>
    put.mutate(
      { kind: item.kind, recordId: item.recordId, body: { state: to } },
      {
        onSuccess: () => {
          toast({ title: outcomeOf(item.state, to), description: item.recordName });
          editButton.current?.focus();
        },
        onError: (error) =>
          toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  const standing = (
    <p
      className={cn(
        'mt-0.5 flex items-start gap-1 text-xs [overflow-wrap:anywhere]',
        item.heldBack ? 'font-medium text-warning-text' : 'text-muted',
      )}
    >
      {!item.heldBack ? null : <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />}
      <span>{standingWords(item.standing)}</span>
    </p>
  );

  return (
    <li className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-start md:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
            {item.recordName}
          </span>
          <StateBadge state={item.state} />
        </p>
        {renamed ? (
          <p className="text-xs [overflow-wrap:anywhere] text-muted">
            On the page as “{item.publicTitle}”
          </p>
        ) : null}
        {framework ? <FrameworkStanding item={item} standing={standing} /> : standing}
        {file ? (
          <p className="mt-0.5 flex items-start gap-1 text-xs text-muted">
            <Paperclip className="mt-px size-3.5 shrink-0" aria-hidden />
            {/* A long file name breaks anywhere; its size and access each stay on one line. */}
            <span className="min-w-0">
              {file.map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? ' · ' : null}
                  <span className={i === 0 ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap'}>
                    {part}
                  </span>
                </Fragment>
              ))}
            </span>
          </p>
        ) : null}
      </div>
      {manage ? (
        <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
          {actionsFor(item.state).map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'published' ? 'primary' : 'secondary'}
              loading={put.isPending && put.variables.body.state === to}
              disabled={put.isPending}
              onClick={() => move(to)}
            >
              {actionLabel(item.state, to)}
              <span className="sr-only"> {item.recordName}</span>
            </Button>
          ))}
          {framework ? <SnapshotButton item={item} /> : null}
          <Button ref={editButton} size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit public text
            <span className="sr-only"> of {item.recordName}</span>
          </Button>
          <ItemTextDialog item={item} open={editing} onOpenChange={setEditing} />
        </div>
      ) : null}
    </li>
  );
};
