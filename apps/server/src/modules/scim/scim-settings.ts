import { SCIM_BASE_PATH, ssoRoleSchema, type ScimSettings } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { countScimRecords, findScimSettings, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

/** The organisation's SCIM provisioning as Organization settings shows it: never the token. */
export const scimSettings = async (
  db: Executor,
  actor: Actor,
  publicUrl: string,
): Promise<ScimSettings> => {
  const [settings, counts] = await Promise.all([
    findScimSettings(db, actor.organizationId),
    countScimRecords(db, actor.organizationId),
  ]);
  return {
    baseUrl: new URL(SCIM_BASE_PATH, publicUrl).href,
    provisioning: settings
      ? {
          tokenHint: settings.tokenHint,
          tokenCreatedAt: settings.tokenCreatedAt.toISOString(),
          lastUsedAt: settings.lastUsedAt?.toISOString() ?? null,
          lastUsedAddress: settings.lastUsedAddress,
          defaultRole: ssoRoleSchema.parse(settings.defaultRole),
          roleMappings: settings.roleMappings.map((m) => ({
            group: m.group,
            role: ssoRoleSchema.parse(m.role),
          })),
          people: counts.people,
          activePeople: counts.active,
          groups: counts.groups,
        }
      : null,
    abilities: { manage: hasPermission(actor.permissions, 'security:manage') },
  };
};
