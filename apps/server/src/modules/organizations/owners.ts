import { findMembership, listMembers, type Executor } from '@rampart/db';
import { invalid } from '../../errors.ts';

// What a record's owner may be, the same for every register (risks, controls, documents,
// vendors): a member of the organisation, refused under the field that named them.
const NOT_A_MEMBER = 'The owner must be a member of this organisation';

type OwnerInput = { owner?: string | null; ownerUserId?: string | null };
export type ResolveOwner = (input: OwnerInput, field?: string) => Promise<OwnerInput>;

/**
 * Owners come from the organisation's members: an unknown user is refused, and a named member
 * becomes the owner's display name when none is given. For a batch, the members are read once,
 * when the first item names an owner.
 */
export const ownerResolver = (db: Executor, organizationId: string): ResolveOwner => {
  let members: Promise<Map<string, { userId: string; name: string }>> | null = null;
  return async (input, field = 'ownerUserId') => {
    if (!input.ownerUserId) return input;
    members ??= listMembers(db, organizationId).then((ms) => new Map(ms.map((m) => [m.userId, m])));
    const member = (await members).get(input.ownerUserId);
    if (!member) throw invalid(field, NOT_A_MEMBER);
    return { ownerUserId: member.userId, owner: input.owner?.trim() || member.name };
  };
};

/** An owner given by id alone must be a member; refused as `ownerUserId` otherwise. */
export const checkOwner = async (
  db: Executor,
  organizationId: string,
  ownerUserId: string | null | undefined,
): Promise<void> => {
  if (ownerUserId && !(await findMembership(db, organizationId, ownerUserId))) {
    throw invalid('ownerUserId', NOT_A_MEMBER);
  }
};
