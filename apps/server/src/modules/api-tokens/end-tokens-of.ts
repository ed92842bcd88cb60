import { hasPermission, permissionsForRole } from '@rampart/domain';
import { revokePersonalApiTokens, revokeServiceApiTokensMadeBy, type Executor } from '@rampart/db';
import { roleSchema } from '@rampart/contracts';

/**
 * What a change of someone's place in the organisation does to tokens, in the transaction that
 * makes it: leaving (role null) ends their personal tokens; leaving, or a role that may no longer
 * make service tokens, ends the service tokens they made (else an admin on their way out could
 * keep an admin's reach through one). Owners and admins see who made each token.
 */
export const endTokensOf = async (
  tx: Executor,
  change: { organizationId: string; userId: string; role: string | null; by: string | null },
): Promise<void> => {
  const { organizationId, userId, role, by } = change;
  if (role === null) await revokePersonalApiTokens(tx, organizationId, userId, by);
  const mayMake =
    role !== null &&
    hasPermission(permissionsForRole(roleSchema.parse(role)), 'organization:manage');
  if (!mayMake) await revokeServiceApiTokensMadeBy(tx, organizationId, userId, by);
};
