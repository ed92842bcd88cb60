import { z } from 'zod';
import { calendarDate } from './dates.ts';
import {
  ACCESS_STATUSES,
  COLLABORATION_MESSAGES,
  COLLABORATION_PERMISSIONS,
  COLLABORATION_ROLES,
  QUESTIONNAIRE_LIMITS as L,
  QUESTIONNAIRE_STATUSES,
  SHARE_LINK_TYPES,
  SHARE_VISIBILITIES,
  SHAREABLE_COLLABORATION_ROLES,
} from './questionnaire-values.ts';
import { questionnaireAbilitiesSchema, storedStructureSchema } from './questionnaires.ts';

// §3 Collaborator, Share settings, Share link, Person with access; §5 Invite and Share link.

const person = z.object({ id: z.string(), name: z.string() }).nullable();
const shareableRole = z.enum(SHAREABLE_COLLABORATION_ROLES, {
  message: `Role must be one of ${SHAREABLE_COLLABORATION_ROLES.join(', ')}`,
});

export const memberParamsSchema = z.object({ id: z.string().min(1), memberId: z.string().min(1) });
export const linkParamsSchema = z.object({ id: z.string().min(1), linkId: z.string().min(1) });
export const shareTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** One person on the team: the owner (the creator) or an invited member of the organisation. */
export const questionnaireMemberSchema = z.object({
  /** The invitation's id; null for the owner, who holds no invitation. */
  id: z.string().nullable(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COLLABORATION_ROLES),
  /** §4: the role's permissions. */
  permissions: z.array(z.enum(COLLABORATION_PERMISSIONS)),
  status: z.enum(ACCESS_STATUSES),
  /** Invited while the settings ask for approval: it waits for the owner or an admin. */
  awaitingApproval: z.boolean(),
  invitedBy: person,
  approvedBy: person,
  /** §3 Person with access: addedAt. */
  addedAt: z.string(),
  respondedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type QuestionnaireMember = z.infer<typeof questionnaireMemberSchema>;

export const shareSettingsSchema = z.object({
  /** private: invited people only; organization and public: every member of the organisation. */
  visibility: z.enum(SHARE_VISIBILITIES),
  requiresApproval: z.boolean(),
  allowDownload: z.boolean(),
  watermark: z.boolean(),
});
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/** GET /api/questionnaires/:id/members */
export const questionnaireTeamSchema = z.object({
  owner: questionnaireMemberSchema.nullable(),
  members: z.array(questionnaireMemberSchema),
  settings: shareSettingsSchema,
});
export type QuestionnaireTeam = z.infer<typeof questionnaireTeamSchema>;

/**
 * §5 Invite: a blank email is refused with 'Please enter an email address to invite.' (the web
 * shows it under the title 'Email Required'); no format check. The person must already be a
 * member of the organisation.
 */
export const inviteCollaboratorBodySchema = z.object({
  email: z
    .string({ message: COLLABORATION_MESSAGES.emailRequiredText })
    .trim()
    .toLowerCase()
    .min(1, COLLABORATION_MESSAGES.emailRequiredText)
    .max(254, 'An email address is at most 254 characters'),
  role: shareableRole,
});
export type InviteCollaboratorBody = z.infer<typeof inviteCollaboratorBodySchema>;

/** The invitation made, and whether it was mailed (only with a mail server, once approved). */
export const invitedCollaboratorSchema = questionnaireMemberSchema.extend({ emailed: z.boolean() });
export type InvitedCollaborator = z.infer<typeof invitedCollaboratorSchema>;

export const changeCollaboratorRoleBodySchema = z.object({ role: shareableRole });
export type ChangeCollaboratorRoleBody = z.infer<typeof changeCollaboratorRoleBodySchema>;

/** POST /api/questionnaires/:id/invitation: the invited person answers. */
export const invitationAnswerBodySchema = z.object({ accept: z.boolean() });
export type InvitationAnswerBody = z.infer<typeof invitationAnswerBodySchema>;

/** GET /api/questionnaire-invitations: my pending invitations in the current organisation. */
export const questionnaireInvitationSchema = z.object({
  id: z.string(),
  questionnaireId: z.string(),
  questionnaireTitle: z.string(),
  role: z.enum(SHAREABLE_COLLABORATION_ROLES),
  invitedBy: person,
  invitedAt: z.string(),
  /** Accepting is refused until the owner or an admin approves it. */
  awaitingApproval: z.boolean(),
});
export type QuestionnaireInvitation = z.infer<typeof questionnaireInvitationSchema>;

/** PATCH /api/questionnaires/:id/sharing: any of the settings ('Sharing Updated'). */
export const updateShareSettingsBodySchema = shareSettingsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateShareSettingsBody = z.infer<typeof updateShareSettingsBodySchema>;

const linkName = z
  .string()
  .max(L.shareLinkNameMax, `A link name is at most ${L.shareLinkNameMax} characters`);
const expiresAt = calendarDate('Enter a valid expiry date');

/**
 * §5 Share link: the name defaults to 'Shared Link'; a password is asked for (and required,
 * naming `password`) only when protection is on; an expiry must lie in the future.
 */
export const createShareLinkBodySchema = z.object({
  name: linkName.optional(),
  type: z.enum(SHARE_LINK_TYPES, { message: `Type must be one of ${SHARE_LINK_TYPES.join(', ')}` }),
  expiresAt: expiresAt.nullable().optional(),
  passwordProtected: z.boolean().default(false),
  password: z.string().max(200, 'A password is at most 200 characters').optional(),
  requiresSignIn: z.boolean().default(false),
  downloadAllowed: z.boolean().default(false),
});
export type CreateShareLinkBody = z.infer<typeof createShareLinkBodySchema>;

export const updateShareLinkBodySchema = z
  .object({ name: linkName, isActive: z.boolean(), expiresAt: expiresAt.nullable() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateShareLinkBody = z.infer<typeof updateShareLinkBodySchema>;

/** §3 Share link, as its managers see it. The token is never shown again after creation. */
export const shareLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SHARE_LINK_TYPES),
  permissions: z.array(z.enum(COLLABORATION_PERMISSIONS)),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  passwordProtected: z.boolean(),
  requiresSignIn: z.boolean(),
  downloadAllowed: z.boolean(),
  accessCount: z.number().int(),
  lastAccessedAt: z.string().nullable(),
  createdBy: person,
  createdAt: z.string(),
  isActive: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
/** The create answer: the only time the link's address (with its secret) is told. */
export const createdShareLinkSchema = shareLinkSchema.extend({ url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const SHARE_LINK_STATES = ['active', 'inactive', 'expired'] as const;
/** GET /api/shared-links/:token: what the link page shows before anything is opened. */
export const sharedLinkInfoSchema = z.object({
  name: z.string(),
  type: z.enum(SHARE_LINK_TYPES),
  passwordProtected: z.boolean(),
  requiresSignIn: z.boolean(),
  state: z.enum(SHARE_LINK_STATES),
});
export type SharedLinkInfo = z.infer<typeof sharedLinkInfoSchema>;

export const openShareLinkBodySchema = z.object({
  password: z.string().max(200, 'A password is at most 200 characters').optional(),
});
export type OpenShareLinkBody = z.infer<typeof openShareLinkBodySchema>;

/** The questionnaire as a link holder sees it. */
export const sharedQuestionnaireSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  versionLabel: z.string().nullable(),
  structure: storedStructureSchema,
});
export type SharedQuestionnaire = z.infer<typeof sharedQuestionnaireSchema>;

/**
 * POST /api/shared-links/:token/open. `grant` is sent back as the `x-share-grant` header (and as
 * the collaboration socket's token) until `expiresAt`. Refusals: 401 sign-in needed, 401 a
 * password needed and 403 a wrong one (both naming `password`), 410 turned off or expired, 429
 * too many wrong passwords.
 */
export const shareGrantSchema = z.object({
  grant: z.string(),
  expiresAt: z.string(),
  /** Who the holder is in presence: the socket takes only this as their awareness. */
  presence: z.object({ userId: z.string(), name: z.string() }),
  type: z.enum(SHARE_LINK_TYPES),
  permissions: z.array(z.enum(COLLABORATION_PERMISSIONS)),
  abilities: questionnaireAbilitiesSchema,
  questionnaire: sharedQuestionnaireSchema,
});
export type ShareGrant = z.infer<typeof shareGrantSchema>;

/** GET /api/shared-links/:token/questionnaire with the grant in `x-share-grant`. */
export const sharedLinkQuestionnaireSchema = shareGrantSchema.omit({ grant: true });
export type SharedLinkQuestionnaire = z.infer<typeof sharedLinkQuestionnaireSchema>;

export const SHARE_GRANT_HEADER = 'x-share-grant';
