import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, Hourglass, X } from 'lucide-react';
import { COLLABORATION_ROLE_LABELS, type QuestionnaireInvitation } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAnswerInvitation, useMyInvitations } from '../api/my-invitations.ts';

type Accepted = { questionnaireId: string; title: string; role: string };

type RowProps = {
  invitation: QuestionnaireInvitation;
  /** The answer on its way for this invitation, if any. */
  answering: boolean | null;
  onAnswer: (accept: boolean) => void;
};

const InvitationRow = ({ invitation: i, answering, onAnswer }: RowProps) => {
  const busy = answering !== null;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-[13px] font-medium text-fg">{i.questionnaireTitle}</span>
          <Badge>{COLLABORATION_ROLE_LABELS[i.role]}</Badge>
        </span>
        <span className="block text-xs text-muted">
          {i.invitedBy ? `${i.invitedBy.name} invited you` : 'You were invited'} on{' '}
          {formatDate(i.invitedAt)}
        </span>
      </span>
      {i.awaitingApproval ? (
        <span className="inline-flex items-center gap-1.5 text-xs text-muted">
          <Hourglass className="size-3.5" aria-hidden />
          Waiting for the owner’s approval
        </span>
      ) : (
        <span className="flex gap-2">
          <Button
            size="sm"
            variant="primary"
            aria-label={`Accept ${i.questionnaireTitle}`}
            loading={answering === true}
            disabled={busy}
            onClick={() => onAnswer(true)}
          >
            {answering === true ? null : <Check aria-hidden />}
            Accept
          </Button>
          <Button
            size="sm"
            aria-label={`Decline ${i.questionnaireTitle}`}
            loading={answering === false}
            disabled={busy}
            onClick={() => onAnswer(false)}
          >
            {answering === false ? null : <X aria-hidden />}
            Decline
          </Button>
        </span>
      )}
    </li>
  );
};

/**
 * Questionnaires someone shared with the signed-in person (§4 Sharing: pending until accepted).
 * Shown only when there is something to answer, or one was just accepted (with its link).
 */
export const InvitationsCard = () => {
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const [accepted, setAccepted] = useState<Accepted[]>([]);
  // The answer's handlers live here, not in the row: the row leaves the list when it is answered.
  const reply = (i: QuestionnaireInvitation, accept: boolean) =>
    answer.mutate(
      { questionnaireId: i.questionnaireId, accept },
      {
        onSuccess: () => {
          if (accept) {
            const role = COLLABORATION_ROLE_LABELS[i.role];
            setAccepted((list) => [
              { questionnaireId: i.questionnaireId, title: i.questionnaireTitle, role },
              ...list,
            ]);
          }
          toast({
            title: accept ? 'Invitation accepted' : 'Invitation declined',
            description: i.questionnaireTitle,
          });
        },
        onError: (err) =>
          toast({ title: 'Not answered', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  const pending = invitations.data ?? [];
  if (invitations.isError) {
    return (
      <Card>
        <CardHeader title="Shared with you" />
        <ErrorState
          className="py-6"
          title="Could not load your invitations"
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isFetching}
        />
      </Card>
    );
  }
  if (pending.length === 0 && accepted.length === 0) return null;
  return (
    <Card>
      <CardHeader
        title="Shared with you"
        description="Questionnaires colleagues invited you to. Accept to open them with that role."
      />
      <ul aria-label="Shared with you" className="divide-y divide-border">
        {accepted.map((a) => (
          <li key={a.questionnaireId} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1 text-[13px] text-fg">
              You joined <span className="font-medium">{a.title}</span> as {a.role}.
            </span>
            <Link
              to="/dashboard/questionnaires/$questionnaireId"
              params={{ questionnaireId: a.questionnaireId }}
              className="inline-flex items-center gap-1 text-[13px] font-medium text-accent-text hover:underline"
            >
              Open {a.title}
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </li>
        ))}
        {pending.map((i) => (
          <InvitationRow
            key={i.id}
            invitation={i}
            answering={
              answer.isPending && answer.variables.questionnaireId === i.questionnaireId
                ? answer.variables.accept
                : null
            }
            onAnswer={(accept) => reply(i, accept)}
          />
        ))}
      </ul>
    </Card>
  );
};
