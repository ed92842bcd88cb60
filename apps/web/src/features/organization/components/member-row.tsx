import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Member, type Role } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';

type MemberRowProps = {
  member: Member;
  /** The signed-in user's id, to mark their own row. */
  currentUserId: string;
  onRoleChange: (member: Member, role: Role) => void;
  onRemove: (member: Member) => void;
  onResetTwoFactor: (member: Member) => void;
  onSignOut: (member: Member) => void;
  busy: boolean;
};

export const MemberRow = ({
  member,
  currentUserId,
  onRoleChange,
  onRemove,
  onResetTwoFactor,
  onSignOut,
  busy,
}: MemberRowProps) => {
  const self = member.userId === currentUserId;
  const { abilities } = member;
  // The server says what the actor may do to this row. The own row offers neither stepping
  // down nor leaving here, though the API allows both (no accidental lock-out from this page).
  const canChangeRole = abilities.changeRole && !self;
  const canRemove = abilities.remove && !self;
  const roles = ROLES.filter((r) => r === member.role || abilities.assignableRoles.includes(r));
  return (
    <tr className="border-t border-border">
      <td className="px-4 py-2.5">
        <div className="flex items-center gap-3">
          <Avatar name={member.name} email={member.email} src={member.avatar} />
          <div className="min-w-0">
            <p className="flex items-center gap-2 truncate font-medium text-fg">
              {member.name}
              {self ? <Badge>You</Badge> : null}
            </p>
            <p className="truncate text-xs text-muted">{member.email}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-2.5">
        {canChangeRole ? (
          <Select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={busy}
            onChange={(e) => onRoleChange(member, e.target.value as Role)}
            className="w-40"
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        ) : (
          <span className="text-fg">{ROLE_LABELS[member.role]}</span>
        )}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap">
        {member.twoFactor ? (
          <Badge variant="success">On</Badge>
        ) : (
          <span className="text-muted">Off</span>
        )}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap text-muted tabular-nums">
        {formatDate(member.joinedAt)}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap text-muted tabular-nums">
        {member.lastLogin ? formatDate(member.lastLogin) : 'Never'}
      </td>
      <td className="px-4 py-2.5 text-right whitespace-nowrap">
        {abilities.signOut ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onSignOut(member)}
            aria-label={`Sign ${member.name} out everywhere`}
            title="Sign out everywhere"
          >
            <LogOut aria-hidden />
          </Button>
        ) : null}
        {abilities.resetTwoFactor ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onResetTwoFactor(member)}
            aria-label={`Reset two-factor authentication of ${member.name}`}
            title="Reset two-factor authentication"
          >
            <KeyRound aria-hidden />
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={() => onRemove(member)}
            aria-label={`Remove ${member.name}`}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </td>
    </tr>
  );
};
