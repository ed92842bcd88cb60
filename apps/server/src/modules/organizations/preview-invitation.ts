import { roleSchema, type InvitationPreview } from '@rampart/contracts';
import type { Executor } from '@rampart/db';
import { loadUsableInvitation } from './claim-invitation.ts';

/**
 * What an invitation link offers, so the page can say whom it is from. Not whether the address
 * has an account: anyone can invite any address, so that would tell who has one (decision 012).
 */
export const previewInvitation = async (
  db: Executor,
  token: string,
): Promise<InvitationPreview> => {
  const { invitation, organizationName } = await loadUsableInvitation(db, token);
  return {
    email: invitation.email,
    organizationName,
    role: roleSchema.parse(invitation.role),
    status: 'pending',
  };
};
