import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Archive, ArchiveRestore, MoreHorizontal, Send, Trash2, Undo2 } from 'lucide-react';
import type { FieldIssue, Questionnaire } from '@rampart/contracts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu.tsx';
import { FormMessage } from '../../../../components/ui/field.tsx';
import { PublishIssuesDialog } from '../../../../components/ui/publish-issues-dialog.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { ApiError, errorMessage, fieldIssues } from '../../../../lib/api-client.ts';
import { useChangeQuestionnaireStatus } from '../../../../lib/questionnaire-api/change-questionnaire-status.ts';
import { useDeleteQuestionnaire } from '../../../../lib/questionnaire-api/delete-questionnaire.ts';
import {
  allowedStatusActions,
  STATUS_ACTION_DONE,
  STATUS_ACTION_LABELS,
  type StatusAction,
} from '../../../../lib/questionnaire-api/status-actions.ts';

const ICONS: Record<StatusAction, typeof Send> = {
  publish: Send,
  revise: Undo2,
  archive: Archive,
  unarchive: ArchiveRestore,
};

/** Publish, revise, archive, unarchive and delete: what the server's abilities allow. */
export const MoreMenu = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const status = useChangeQuestionnaireStatus();
  const remove = useDeleteQuestionnaire();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refused, setRefused] = useState<{ title: string; issues: FieldIssue[] } | null>(null);
  const actions = allowedStatusActions(q.abilities);

  const change = (action: StatusAction) =>
    status.mutate(
      { id: q.id, action },
      {
        onSuccess: (after) =>
          toast({ title: STATUS_ACTION_DONE[action], description: after.title }),
        onError: (err) => {
          const issues = fieldIssues(err);
          if (
            action === 'publish' &&
            err instanceof ApiError &&
            err.status === 400 &&
            issues.length
          ) {
            setRefused({ title: q.title, issues });
            return;
          }
          toast({
            title: `${STATUS_ACTION_LABELS[action]} failed`,
            description: errorMessage(err),
            variant: 'destructive',
          });
        },
      },
    );

  if (actions.length === 0 && !q.abilities.delete) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label="More actions" loading={status.isPending}>
            {status.isPending ? null : <MoreHorizontal aria-hidden />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <DropdownMenuItem key={action} onSelect={() => change(action)}>
                <Icon aria-hidden />
                {STATUS_ACTION_LABELS[action]}
              </DropdownMenuItem>
            );
          })}
          {q.abilities.delete ? (
            <>
              {actions.length > 0 ? <DropdownMenuSeparator /> : null}
              <DropdownMenuItem destructive onSelect={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden />
                Delete
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(o) => {
          setConfirmDelete(o);
          if (!o) remove.reset();
        }}
        title="Delete questionnaire?"
        description={`${q.title} and its questions will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(q.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: 'Questionnaire deleted', description: q.title });
              void navigate({ to: '/dashboard/questionnaires' });
            },
          })
        }
      >
        {remove.isError ? (
          <FormMessage>Failed to delete: {errorMessage(remove.error)}</FormMessage>
        ) : null}
      </ConfirmDialog>
      <PublishIssuesDialog refused={refused} onClose={() => setRefused(null)} />
    </>
  );
};
