import { ROLES, type Role } from '@rampart/contracts';
import { canAssignRole, canManageMember } from './permissions.ts';

/**
 * Who may change whose role, and who may remove whom: the one statement of the rule. The use
 * cases enforce it and the member presenter reports it as the row's abilities, so the API and
 * the members table cannot disagree (docs/decisions/015).
 */

type Person = { userId: string; role: Role };

/** Why a change is refused: not the actor's to make, or it would leave no owner. */
export type MemberRefusal = 'forbidden' | 'last-owner' | null;

/** Only owners touch owners; admins manage the rest; an organisation keeps one owner. */
export const roleChangeRefusal = (
  actor: Person,
  member: Person,
  role: Role,
  ownerCount: number,
): MemberRefusal => {
  if (!canManageMember(actor.role, member.role) || !canAssignRole(actor.role, role)) {
    return 'forbidden';
  }
  if (member.role === 'owner' && role !== 'owner' && ownerCount <= 1) return 'last-owner';
  return null;
};

/** Anyone may leave; removing someone else needs the right to manage them; one owner stays. */
export const removalRefusal = (
  actor: Person,
  member: Person,
  ownerCount: number,
): MemberRefusal => {
  const leaving = actor.userId === member.userId;
  if (!leaving && !canManageMember(actor.role, member.role)) return 'forbidden';
  if (member.role === 'owner' && ownerCount <= 1) return 'last-owner';
  return null;
};

/** Roles an invitation may offer: owners are made by promotion, never invited. */
export const invitableRoles = (actorRole: Role): Role[] =>
  ROLES.filter((role) => role !== 'owner' && canAssignRole(actorRole, role));

export type MemberAbilities = { changeRole: boolean; remove: boolean; assignableRoles: Role[] };

/** What the actor may do to one member row, given how many owners the organisation has. */
export const memberAbilities = (
  actor: Person,
  member: Person,
  ownerCount: number,
): MemberAbilities => {
  const assignableRoles = ROLES.filter(
    (role) => role !== member.role && roleChangeRefusal(actor, member, role, ownerCount) === null,
  );
  return {
    changeRole: assignableRoles.length > 0,
    remove: removalRefusal(actor, member, ownerCount) === null,
    assignableRoles,
  };
};
