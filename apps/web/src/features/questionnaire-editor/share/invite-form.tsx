import { useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  COLLABORATION_ROLE_LABELS,
  SHAREABLE_COLLABORATION_ROLES,
  type Questionnaire,
  type ShareableCollaborationRole,
} from '@rampart/contracts';
import { canAssignCollaborationRole, inviteEmail } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useInviteCollaborator } from './api/members.ts';

const DEFAULT_ROLE: ShareableCollaborationRole = 'viewer';

/** Why a role is not offered to this person, beside its name in the list. */
export const roleOption = (actorRole: Questionnaire['role'], role: ShareableCollaborationRole) => {
  const allowed = canAssignCollaborationRole(actorRole, null, role);
  const label = COLLABORATION_ROLE_LABELS[role];
  return { role, allowed, label: allowed || role !== 'admin' ? label : `${label} (owner only)` };
};

/**
 * §5 Invite: a member of the organisation by email, with a role. A blank email is refused here
 * with the spec's toast; the server's refusals (not a member, already invited) show under the
 * field. The roles this person may not give are listed but cannot be chosen.
 */
export const InviteForm = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const invite = useInviteCollaborator(q.id);
  const options = SHAREABLE_COLLABORATION_ROLES.map((r) => roleOption(q.role, r));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ShareableCollaborationRole>(DEFAULT_ROLE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = inviteEmail(email);
    if (!checked.ok) {
      setErrors({ email: checked.message });
      toast({ title: checked.title, description: checked.message, variant: 'destructive' });
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    invite.mutate(
      { email: checked.email, role },
      {
        onSuccess: (member) => {
          setEmail('');
          const as = `${member.name} is invited as ${COLLABORATION_ROLE_LABELS[member.role]}`;
          toast({
            title: COLLABORATION_MESSAGES.invitationSent,
            description: member.awaitingApproval
              ? `${as}; the invitation waits for the owner’s approval.`
              : `${as}${member.emailed ? ' and was sent an email' : ''}.`,
          });
        },
        onError: (err) => {
          const byField = issuesByField(fieldIssues(err));
          if (byField.email || byField.role) {
            setErrors(byField);
            if (byField.email) emailRef.current?.focus();
          } else setFailure(errorMessage(err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <Field label="Email" error={errors.email} className="min-w-48 flex-1">
          {(p) => (
            <Input
              {...p}
              ref={emailRef}
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors(({ email: _gone, ...rest }) => rest);
              }}
            />
          )}
        </Field>
        <Field label="Role" error={errors.role} className="w-40">
          {(p) => (
            <Select
              {...p}
              value={role}
              onChange={(e) => setRole(e.target.value as ShareableCollaborationRole)}
            >
              {options.map((o) => (
                <option key={o.role} value={o.role} disabled={!o.allowed}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="primary" className="mt-6" loading={invite.isPending}>
          {invite.isPending ? null : <UserPlus aria-hidden />}
          Invite
        </Button>
      </div>
      <p className="text-xs text-muted">
        People of your organisation only. To share with someone outside it, create a link.
      </p>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </form>
  );
};
