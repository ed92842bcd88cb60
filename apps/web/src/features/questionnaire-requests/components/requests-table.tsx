import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarClock, Ban, MoreHorizontal } from 'lucide-react';
import type { QuestionnaireRequest } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRevokeRequest } from '../api/revoke-request.ts';
import { ExtendLinkDialog } from './extend-link-dialog.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

const who = (r: QuestionnaireRequest) => r.recipientName || r.recipientEmail;

const Actions = ({
  request: r,
  onExtend,
  onRevoke,
}: {
  request: QuestionnaireRequest;
  onExtend: () => void;
  onRevoke: () => void;
}) =>
  r.abilities.extend || r.abilities.revoke ? (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon-sm" variant="ghost" aria-label={`Link actions for ${who(r)}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {r.abilities.extend ? (
          <DropdownMenuItem onSelect={onExtend}>
            <CalendarClock aria-hidden />
            Change expiry
          </DropdownMenuItem>
        ) : null}
        {r.abilities.revoke ? (
          <DropdownMenuItem destructive onSelect={onRevoke}>
            <Ban aria-hidden />
            Revoke link
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  ) : null;

/**
 * Everyone a questionnaire was sent to, with progress, score and dates. `showQuestionnaire`
 * names the questionnaire of each row (a vendor's list spans several).
 */
export const RequestsTable = ({
  requests,
  label,
  showQuestionnaire = false,
}: {
  requests: readonly QuestionnaireRequest[];
  label: string;
  showQuestionnaire?: boolean;
}) => {
  const revoke = useRevokeRequest();
  const [extending, setExtending] = useState<QuestionnaireRequest | null>(null);
  const [revoking, setRevoking] = useState<QuestionnaireRequest | null>(null);
  return (
    <>
      <Table aria-label={label}>
        <TableHead>
          <tr>
            <Th>{showQuestionnaire ? 'Questionnaire' : 'Recipient'}</Th>
            <Th>Status</Th>
            <Th className="min-w-40">Progress</Th>
            <Th className="text-right">Score</Th>
            <Th>Sent</Th>
            <Th>Opened</Th>
            <Th>Submitted</Th>
            <Th>Expires</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </TableHead>
        <tbody>
          {requests.map((r) => (
            <TableRow key={r.id}>
              <Td>
                <Link
                  to="/dashboard/questionnaires/$questionnaireId/responses/$requestId"
                  params={{ questionnaireId: r.questionnaireId, requestId: r.id }}
                  className="font-medium text-accent-text hover:underline"
                >
                  {showQuestionnaire
                    ? `${r.questionnaireTitle} (${r.versionLabel ?? '—'})`
                    : who(r)}
                </Link>
                <span className="block text-xs text-muted">
                  {showQuestionnaire ? r.recipientEmail : r.recipientName ? r.recipientEmail : null}
                  {!showQuestionnaire && r.vendor ? ` · ${r.vendor.name}` : null}
                </span>
              </Td>
              <Td>
                <RequestStatusBadge request={r} />
              </Td>
              <Td>
                <ProgressBar
                  compact
                  label={`Progress of ${who(r)}`}
                  answered={r.progress.answered}
                  required={r.progress.required}
                  percent={r.progress.percent}
                />
                <span className="text-xs text-muted tabular-nums">
                  {r.progress.answered} of {r.progress.required} required · {r.progress.percent}%
                </span>
              </Td>
              <Td className="text-right tabular-nums">{r.score ?? '—'}</Td>
              <Td className="whitespace-nowrap">{formatDate(r.sentAt)}</Td>
              <Td className="whitespace-nowrap">{formatDate(r.openedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDate(r.submittedAt)}</Td>
              <Td className="whitespace-nowrap">{formatDate(r.expiresAt)}</Td>
              <Td className="text-right">
                <Actions
                  request={r}
                  onExtend={() => setExtending(r)}
                  onRevoke={() => setRevoking(r)}
                />
              </Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <ExtendLinkDialog request={extending} onClose={() => setExtending(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => (o ? null : setRevoking(null))}
        title="Revoke this link?"
        description={`${revoking ? who(revoking) : ''} will no longer open the questionnaire. Their answers so far are kept.`}
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: (r) => {
              toast({ title: 'Link revoked', description: r.recipientEmail });
              setRevoking(null);
            },
            onError: (err) =>
              toast({
                title: 'Revoke failed',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
};
