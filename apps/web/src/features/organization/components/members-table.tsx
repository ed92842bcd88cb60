import { useState } from 'react';
import { Users } from 'lucide-react';
import { ROLE_LABELS, type Member, type Role } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { memberItems, useMembers } from '../../../lib/members.ts';
import { useResetMemberTwoFactor, useSignMemberOut } from '../api/organization-security.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { MemberRow } from './member-row.tsx';

type Props = { currentUserId: string };

export const MembersTable = ({ currentUserId }: Props) => {
  const members = useMembers();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const resetTwoFactor = useResetMemberTwoFactor();
  const [resetting, setResetting] = useState<Member | null>(null);
  const signOut = useSignMemberOut();
  const [signingOut, setSigningOut] = useState<Member | null>(null);

  if (members.isPending) return <SkeletonRows rows={4} label="Loading members" />;
  if (members.isError) {
    return (
      <ErrorState
        error={members.error}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );
  }
  const rows = memberItems(members.data);
  if (rows.length === 0) return <EmptyState icon={Users} title="No members yet" />;

  const onRoleChange = (member: Member, role: Role) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role Updated',
            description: `${member.name} is now ${ROLE_LABELS[role]}.`,
          }),
        onError: (err) =>
          toast({
            title: 'Role not changed',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: 'User Removed', description: 'User access has been revoked.' });
      },
      onError: (err) =>
        toast({
          title: 'Member not removed',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  };

  const confirmReset = () => {
    if (!resetting) return;
    resetTwoFactor.mutate(resetting.userId, {
      onSuccess: () => {
        toast({
          title: 'Two-factor authentication reset',
          description: `${resetting.name} was signed out and told by mail.`,
        });
        setResetting(null);
      },
      onError: (err) =>
        toast({
          title: 'Two-factor authentication not reset',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  };

  const confirmSignOut = () => {
    if (!signingOut) return;
    signOut.mutate(signingOut.userId, {
      onSuccess: () => {
        toast({
          title: 'Signed out everywhere',
          description: `Every session of ${signingOut.name} has ended.`,
        });
        setSigningOut(null);
      },
      onError: (err) =>
        toast({ title: 'Not signed out', description: errorMessage(err), variant: 'destructive' }),
    });
  };

  return (
    <>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-[13px]">
          <thead className="text-xs whitespace-nowrap text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Member
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Two-factor
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Joined
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Last sign-in
              </th>
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <MemberRow
                key={m.userId}
                member={m}
                currentUserId={currentUserId}
                onRoleChange={onRoleChange}
                onRemove={setRemoving}
                onResetTwoFactor={setResetting}
                onSignOut={setSigningOut}
                busy={changeRole.isPending && changeRole.variables?.userId === m.userId}
              />
            ))}
          </tbody>
        </table>
      </div>
      {members.hasNextPage ? (
        <div className="flex justify-center border-t border-border p-3">
          <Button
            size="sm"
            onClick={() => void members.fetchNextPage()}
            loading={members.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'member'}?`}
        description={`${removing?.email ?? 'They'} will lose access to this organization at once. You can invite them again later.`}
        confirmLabel="Remove member"
        onConfirm={confirmRemove}
        pending={remove.isPending}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={`Reset two-factor authentication of ${resetting?.name ?? 'this member'}?`}
        description="Their authenticator app and backup codes stop working, and they are signed out everywhere and told by mail. Do this when they have lost their phone."
        confirmLabel="Reset two-factor"
        onConfirm={confirmReset}
        pending={resetTwoFactor.isPending}
      />
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && setSigningOut(null)}
        title={`Sign ${signingOut?.name ?? 'this member'} out everywhere?`}
        description="Every session of theirs ends at once, on every device. They stay a member and may sign in again."
        confirmLabel="Sign out everywhere"
        onConfirm={confirmSignOut}
        pending={signOut.isPending}
      />
    </>
  );
};
