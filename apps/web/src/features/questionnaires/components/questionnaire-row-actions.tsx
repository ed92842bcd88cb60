import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  Archive,
  ArchiveRestore,
  Download,
  Inbox,
  MoreHorizontal,
  Send,
  Trash2,
  Undo2,
} from 'lucide-react';
import type { FieldIssue, Questionnaire } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { useChangeQuestionnaireStatus } from '../../../lib/questionnaire-api/change-questionnaire-status.ts';
import { useDeleteQuestionnaire } from '../../../lib/questionnaire-api/delete-questionnaire.ts';
import { exportQuestionnaire } from '../../../lib/questionnaire-api/export-questionnaire.ts';
import {
  allowedStatusActions,
  STATUS_ACTION_DONE,
  STATUS_ACTION_LABELS,
  type StatusAction,
} from '../../../lib/questionnaire-api/status-actions.ts';
import { PublishIssuesDialog } from '../../../components/ui/publish-issues-dialog.tsx';

const ICONS: Record<StatusAction, typeof Send> = {
  publish: Send,
  revise: Undo2,
  archive: Archive,
  unarchive: ArchiveRestore,
};

/** A row's menu: only what the server's abilities allow this actor on this questionnaire. */
export const QuestionnaireRowActions = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const status = useChangeQuestionnaireStatus();
  const remove = useDeleteQuestionnaire();
  const exporter = useMutation({ mutationFn: exportQuestionnaire });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refused, setRefused] = useState<{ title: string; issues: FieldIssue[] } | null>(null);
  const actions = allowedStatusActions(q.abilities);
  const navigate = useNavigate();

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

  const download = (format: SheetFormat) =>
    exporter.mutate(
      { id: q.id, format },
      {
        onSuccess: (name) => toast({ title: 'Export ready', description: name }),
        onError: (err) =>
          toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );

  const busy = status.isPending || exporter.isPending || remove.isPending;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Actions for ${q.title}`}
            loading={busy}
          >
            {busy ? null : <MoreHorizontal aria-hidden />}
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
          {/* Who it was sent to and their answers (issue 12 point 5). */}
          <DropdownMenuItem
            onSelect={() =>
              void navigate({
                to: '/dashboard/questionnaires/$questionnaireId/responses',
                params: { questionnaireId: q.id },
              })
            }
          >
            <Inbox aria-hidden />
            Responses
          </DropdownMenuItem>
          {q.abilities.download ? <DropdownMenuSeparator /> : null}
          {q.abilities.download ? (
            <>
              <DropdownMenuItem onSelect={() => download('csv')}>
                <Download aria-hidden />
                Export CSV (.csv)
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => download('xlsx')}>
                <Download aria-hidden />
                Export Excel (.xlsx)
              </DropdownMenuItem>
            </>
          ) : null}
          {q.abilities.delete ? (
            <>
              <DropdownMenuSeparator />
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
