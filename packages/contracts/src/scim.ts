import { z } from 'zod';
import { ssoRoleMappingSchema, ssoRoleSchema } from './single-sign-on.ts';

/** Where identity providers reach Rampart's SCIM 2.0 service (RFC 7644). */
export const SCIM_BASE_PATH = '/scim/v2';

/** The organisation's SCIM provisioning, as Organization settings shows it (never the token). */
export const scimSettingsSchema = z.object({
  /** The SCIM base URL to give the identity provider. */
  baseUrl: z.string(),
  /** Null until an owner makes a token: provisioning is off. */
  provisioning: z
    .object({
      /** The token's first characters, so an owner can tell which one the provider holds. */
      tokenHint: z.string(),
      tokenCreatedAt: z.string(),
      lastUsedAt: z.string().nullable(),
      lastUsedAddress: z.string().nullable(),
      defaultRole: ssoRoleSchema,
      roleMappings: z.array(ssoRoleMappingSchema),
      people: z.number().int(),
      activePeople: z.number().int(),
      groups: z.number().int(),
    })
    .nullable(),
  abilities: z.object({ manage: z.boolean() }),
});
export type ScimSettings = z.infer<typeof scimSettingsSchema>;

/** A new token: shown this once, then only its hint. */
export const scimTokenResponseSchema = z.object({
  token: z.string(),
  settings: scimSettingsSchema,
});
export type ScimTokenResponse = z.infer<typeof scimTokenResponseSchema>;

export const saveScimRolesBodySchema = z.object({
  defaultRole: ssoRoleSchema,
  roleMappings: z.array(ssoRoleMappingSchema).max(50, 'At most 50 mappings'),
});
export type SaveScimRolesBody = z.infer<typeof saveScimRolesBodySchema>;
