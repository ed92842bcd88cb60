import { useState } from 'react';
import { Check, Trash2 } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  COLLABORATION_ROLE_LABELS,
  SHAREABLE_COLLABORATION_ROLES,
  type CollaborationRole,
  type QuestionnaireMember,
  type ShareableCollaborationRole,
} from '@rampart/contracts';
import { canAssignCollaborationRole, canRemoveCollaborator, formatDate } from '@rampart/domain';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  useApproveInvitation,
  useChangeCollaboratorRole,
  useRemoveCollaborator,
} from './api/members.ts';

type Props = {
  questionnaireId: string;
  member: QuestionnaireMember;
  /** The actor's role on this questionnaire. */
  actorRole: CollaborationRole;
  /** The owner, or an organisation admin: may let waiting invitations go ahead. */
  canApprove: boolean;
  isMe: boolean;
};

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: errorMessage(err), variant: 'destructive' });

const StatusBadge = ({ member: m }: { member: QuestionnaireMember }) => {
  if (m.status === 'declined') return <Badge variant="danger">Declined</Badge>;
  if (m.status !== 'pending') return null;
  return <Badge variant="warning">{m.awaitingApproval ? 'Awaiting approval' : 'Pending'}</Badge>;
};

/** Who added them and when (§3 Person with access); the owner made the questionnaire. */
const addedLine = (m: QuestionnaireMember) =>
  m.id === null
    ? `Created it on ${formatDate(m.addedAt)}`
    : `Invited${m.invitedBy ? ` by ${m.invitedBy.name}` : ''} on ${formatDate(m.addedAt)}`;

/**
 * One person with access: their status, their role (a select when the actor may change it, as
 * the domain's rule the server applies says), Approve for an invitation that waits, and Remove.
 * The actor's own row has no controls, so nobody locks themselves out by a slip.
 */
export const PersonRow = ({ questionnaireId, member: m, actorRole, canApprove, isMe }: Props) => {
  const changeRole = useChangeCollaboratorRole(questionnaireId);
  const remove = useRemoveCollaborator(questionnaireId);
  const approve = useApproveInvitation(questionnaireId);
  const [confirming, setConfirming] = useState(false);
  const memberId = m.id;
  const managed = memberId !== null && !isMe;
  const roleChoices = SHAREABLE_COLLABORATION_ROLES.map((r) => ({
    role: r,
    allowed: r === m.role || canAssignCollaborationRole(actorRole, m.role, r),
  }));
  const canChangeRole = managed && roleChoices.some((c) => c.role !== m.role && c.allowed);
  const canRemove = managed && canRemoveCollaborator(actorRole, m.role);

  const onRole = (role: ShareableCollaborationRole) => {
    if (!memberId) return;
    changeRole.mutate(
      { memberId, role },
      {
        onSuccess: () =>
          toast({
            title: COLLABORATION_MESSAGES.roleUpdated,
            description: `${m.name} is now ${COLLABORATION_ROLE_LABELS[role]}.`,
          }),
        onError: failed('Role not changed'),
      },
    );
  };

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
      <Avatar name={m.name} email={m.email} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-[13px] font-medium text-fg">
            {m.name}
            {isMe ? <span className="font-normal text-muted"> (you)</span> : null}
          </span>
          <StatusBadge member={m} />
        </span>
        <span className="block truncate text-xs text-muted">
          {m.email} · {addedLine(m)}
        </span>
      </span>
      {managed && canApprove && m.awaitingApproval ? (
        <Button
          size="sm"
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(memberId, {
              onSuccess: () =>
                toast({
                  title: 'Invitation approved',
                  description: `${m.name} may now accept it.`,
                }),
              onError: failed('Not approved'),
            })
          }
        >
          {approve.isPending ? null : <Check aria-hidden />}
          Approve
        </Button>
      ) : null}
      {canChangeRole ? (
        <Select
          aria-label={`Role of ${m.name}`}
          className="w-32"
          value={m.role}
          disabled={changeRole.isPending}
          onChange={(e) => onRole(e.target.value as ShareableCollaborationRole)}
        >
          {roleChoices.map((c) => (
            <option key={c.role} value={c.role} disabled={!c.allowed}>
              {COLLABORATION_ROLE_LABELS[c.role]}
            </option>
          ))}
        </Select>
      ) : (
        <Badge>{COLLABORATION_ROLE_LABELS[m.role]}</Badge>
      )}
      {canRemove ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${m.name}`}
          title="Remove"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
      {canRemove ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) remove.reset();
          }}
          title={`Remove ${m.name}?`}
          description="They lose access to this questionnaire at once, including a screen they have open. You can invite them again later."
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(memberId, {
              onSuccess: () => {
                setConfirming(false);
                toast({
                  title: COLLABORATION_MESSAGES.userRemoved,
                  description: COLLABORATION_MESSAGES.userRemovedText,
                });
              },
            })
          }
        >
          {remove.isError ? <FormMessage>{errorMessage(remove.error)}</FormMessage> : null}
        </ConfirmDialog>
      ) : null}
    </li>
  );
};
