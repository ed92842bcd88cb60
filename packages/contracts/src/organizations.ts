import { z } from 'zod';
import { personaSchema, roleSchema } from './permissions.ts';

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  persona: personaSchema,
  role: roleSchema,
  joinedAt: z.string(),
  lastLogin: z.string().nullable(),
  /** An authenticator app is confirmed. */
  twoFactor: z.boolean(),
  /** What the signed-in actor may do to this member (the roles they may set, other than theirs). */
  abilities: z.object({
    changeRole: z.boolean(),
    remove: z.boolean(),
    assignableRoles: z.array(roleSchema),
    /** Owners only, never their own (issue 21). */
    resetTwoFactor: z.boolean(),
    /** End every session of theirs: whoever may manage them, never oneself. */
    signOut: z.boolean(),
  }),
});
export type Member = z.infer<typeof memberSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  organizationName: z.string(),
  /** Present only in the answer to the invite itself, when no mail server is configured. */
  acceptUrl: z.string().nullable(),
  /** What the signed-in actor may do to this invitation. */
  abilities: z.object({ revoke: z.boolean() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .email('Enter a valid email address'),
  role: roleSchema.exclude(['owner']).default('member'),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const changeRoleBodySchema = z.object({ role: roleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

export const acceptInvitationBodySchema = z.object({ token: z.string().min(1).max(200) });

export const invitationPreviewSchema = z.object({
  email: z.string(),
  organizationName: z.string(),
  role: roleSchema,
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const ORGANIZATION_SIZE_VALUES = [
  'startup',
  'small',
  'medium',
  'large',
  'enterprise',
] as const;

export const updateOrganizationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    /** Drives effort and cost estimates (shell spec §9). */
    size: z
      .enum(ORGANIZATION_SIZE_VALUES, {
        message: `Size must be one of ${ORGANIZATION_SIZE_VALUES.join(', ')}`,
      })
      .nullable(),
    industry: z.string().trim().max(100, 'Industry is at most 100 characters').nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBodySchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  size: z.enum(ORGANIZATION_SIZE_VALUES).nullable(),
  industry: z.string().nullable(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  /** An owner asked for its deletion: when, and when everything of it is purged. */
  deletion: z.object({ requestedAt: z.string(), purgeAt: z.string() }).nullable(),
  /** What the signed-in actor may do here: rename it, invite people (and as which roles). */
  abilities: z.object({
    update: z.boolean(),
    /** Delete it, and restore it during the 30 days (owners). */
    delete: z.boolean(),
    /** Download all of it as one file, to import elsewhere (owners). */
    export: z.boolean(),
    invite: z.boolean(),
    invitableRoles: z.array(roleSchema),
  }),
});
export type Organization = z.infer<typeof organizationSchema>;

/** Deleting the organisation: its name typed again, as it is. */
export const deleteOrganizationBodySchema = z.object({
  confirmName: z.string().min(1, 'Type the organisation’s name to confirm').max(200),
});
export type DeleteOrganizationBody = z.infer<typeof deleteOrganizationBodySchema>;

/** What an import made: the new organisation, and what it found of the file. */
export const organizationImportSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  /** Rows written, by kind of record (the export's table names). */
  rows: z.number().int(),
  files: z.number().int(),
  /** People of the export: found here by email, or given an account to claim. */
  people: z.object({ matched: z.number().int(), created: z.number().int() }),
  /** Outside links (vendor, trust centre) already in use here: replaced, to be shared again. */
  linksReplaced: z.number().int(),
});
export type OrganizationImport = z.infer<typeof organizationImportSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1) });
export const idParamsSchema = z.object({ id: z.string().min(1) });
