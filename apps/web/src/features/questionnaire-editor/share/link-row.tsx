import { useState } from 'react';
import { KeyRound, LogIn, Download, Trash2 } from 'lucide-react';
import type { ShareLink } from '@rampart/contracts';
import { formatDate, formatDateTime, formatNumber } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteShareLink, useUpdateShareLink } from './api/links.ts';
import { LINK_TYPE_LABELS } from './link-labels.ts';

const plural = (n: number, one: string) => `${formatNumber(n)} ${one}${n === 1 ? '' : 's'}`;

const expiry = (link: ShareLink) => {
  if (link.expired) return <Badge variant="danger">Expired {formatDate(link.expiresAt)}</Badge>;
  return link.expiresAt ? `Valid until ${formatDate(link.expiresAt)}` : 'No expiry';
};

/** One share link: what it allows, its use, the switch that turns it off, and delete. */
export const LinkRow = ({
  questionnaireId,
  link,
}: {
  questionnaireId: string;
  link: ShareLink;
}) => {
  const update = useUpdateShareLink(questionnaireId);
  const remove = useDeleteShareLink(questionnaireId);
  const [confirming, setConfirming] = useState(false);
  const onActive = (isActive: boolean) =>
    update.mutate(
      { linkId: link.id, patch: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: isActive ? 'Link turned on' : 'Link turned off',
            description: isActive
              ? `${link.name} opens again.`
              : `${link.name} no longer opens; anyone using it was closed out.`,
          }),
        onError: (err) =>
          toast({
            title: 'Link not changed',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="truncate text-[13px] font-medium text-fg">{link.name}</span>
          <Badge variant="accent">{LINK_TYPE_LABELS[link.type]}</Badge>
          {link.passwordProtected ? (
            <Badge>
              <KeyRound className="size-3" aria-hidden />
              Password
            </Badge>
          ) : null}
          {link.requiresSignIn ? (
            <Badge>
              <LogIn className="size-3" aria-hidden />
              Sign-in
            </Badge>
          ) : null}
          {link.downloadAllowed ? (
            <Badge>
              <Download className="size-3" aria-hidden />
              Download
            </Badge>
          ) : null}
          {!link.isActive ? <Badge variant="warning">Off</Badge> : null}
        </span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-1 text-xs text-muted">
          <span>{expiry(link)}</span>
          <span aria-hidden>·</span>
          <span className="tabular-nums">Opened {plural(link.accessCount, 'time')}</span>
          <span aria-hidden>·</span>
          <span>
            {link.lastAccessedAt
              ? `last ${formatDateTime(link.lastAccessedAt)}`
              : 'never opened yet'}
          </span>
        </span>
      </span>
      <Switch
        aria-label={`${link.name} active`}
        checked={link.isActive}
        disabled={update.isPending}
        onCheckedChange={onActive}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${link.name}`}
        title="Delete"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${link.name}?`}
        description="The link stops working at once and anyone using it is closed out. Its address cannot be brought back."
        confirmLabel="Delete link"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(link.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Link deleted', description: link.name });
            },
          })
        }
      >
        {remove.isError ? <FormMessage>{errorMessage(remove.error)}</FormMessage> : null}
      </ConfirmDialog>
    </li>
  );
};
