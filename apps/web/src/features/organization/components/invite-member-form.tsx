import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { inviteBodySchema, ROLE_LABELS, type Invitation, type Role } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { InviteLink } from './invite-link.tsx';

/** `roles`: the roles the server says the user may offer (the organisation's abilities). */
export const InviteMemberForm = ({ roles }: { roles: readonly Role[] }) => {
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState<Invitation | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmailError(undefined);
    // Shell spec §5: a blank email is refused with this toast, not a field message.
    if (!email.trim()) {
      toast({
        title: 'Email Required',
        description: 'Please enter an email address to invite.',
        variant: 'destructive',
      });
      return;
    }
    const parsed = inviteBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (invitation) => {
        setEmail('');
        setSent(invitation.acceptUrl ? invitation : null);
        toast({
          title: 'Invitation Sent',
          description: invitation.acceptUrl
            ? `No mail server is configured: share the link with ${invitation.email}.`
            : `${invitation.email} will receive an email to join.`,
        });
      },
      onError: (err) => {
        const issue = fieldIssues(err).find((i) => i.field === 'email');
        if (issue) setEmailError(issue.message);
        else
          toast({
            title: 'Invitation not sent',
            description: errorMessage(err),
            variant: 'destructive',
          });
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
        <Field label="Email address" error={emailError} className="min-w-56 flex-1">
          {(p) => (
            <Input
              {...p}
              type="email"
              value={email}
              placeholder="name@company.com"
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role" className="w-44">
          {(p) => (
            <Select {...p} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="primary" loading={create.isPending} className="mt-[22px]">
          {create.isPending ? null : <UserPlus aria-hidden />}
          Invite
        </Button>
      </form>
      {sent?.acceptUrl ? (
        <InviteLink email={sent.email} url={sent.acceptUrl} onDismiss={() => setSent(null)} />
      ) : null}
    </div>
  );
};
