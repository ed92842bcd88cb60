import type { ScimTokenResponse } from '@rampart/contracts';
import {
  findScimSettings,
  lockOrganization,
  recordAudit,
  saveScimSettings,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { scimSettings } from './scim-settings.ts';
import { newScimToken } from './scim-token.ts';

/**
 * Turns SCIM provisioning on with a new token, or rotates it: the old token stops working the
 * moment this commits. The token is shown once, in this answer.
 */
export const makeScimToken = async ({
  actor,
  db,
  publicUrl,
}: {
  actor: Actor;
  db: Db;
  publicUrl: string;
}): Promise<ScimTokenResponse> => {
  const { token, hash, hint } = newScimToken();
  const settings = await db.transaction(async (tx) => {
    // One change of the settings at a time (a roles save, a rotation, a removal).
    await lockOrganization(tx, actor.organizationId);
    const before = await findScimSettings(tx, actor.organizationId);
    await saveScimSettings(tx, {
      organizationId: actor.organizationId,
      tokenHash: hash,
      tokenHint: hint,
      tokenCreatedAt: new Date(),
      lastUsedAt: null,
      lastUsedAddress: null,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.scim_token_created',
      entityType: 'scim_settings',
      entityId: actor.organizationId,
      before: before ? { tokenHint: before.tokenHint } : null,
      after: { tokenHint: hint, rotated: before !== null },
      requestId: actor.requestId,
    });
    return scimSettings(tx, actor, publicUrl);
  });
  return { token, settings };
};
