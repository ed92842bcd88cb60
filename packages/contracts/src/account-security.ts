import { z } from 'zod';
import { PASSWORD_MAX, totpCodeSchema } from './auth.ts';
import { page } from './envelope.ts';
import { passkeySchema } from './passkeys.ts';

/**
 * Account → Security: the signed-in person's own second factor (issue 21). Setting one up,
 * turning it off and new backup codes each ask for the password again: a session left open on a
 * shared machine cannot change how the account is protected.
 */
export const TWO_FACTOR_STATES = ['off', 'pending', 'on'] as const;

export const accountSecuritySchema = z.object({
  twoFactor: z.object({
    /** pending: set up, waiting for its first code. */
    state: z.enum(TWO_FACTOR_STATES),
    backupCodesLeft: z.number().int(),
    /** When the app was set up; null while off. */
    since: z.string().nullable(),
    /** Too many wrong codes: the second step refuses every code until then. */
    lockedUntil: z.string().nullable(),
  }),
  passkeys: z.object({
    /** Why passkeys cannot be used at this installation's address; null when they can. */
    unavailable: z.string().nullable(),
    items: z.array(passkeySchema),
  }),
  /** Organisations of this person that require a second factor, by name. */
  requiredBy: z.array(z.string()),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const confirmPasswordBodySchema = z.object({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBodySchema>;

/** What an authenticator app needs, shown once: the QR code's address and the same key typed. */
export const twoFactorSetupSchema = z.object({
  otpauthUri: z.string(),
  /** The base32 key inside the address, for apps set up by hand. */
  key: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const confirmTwoFactorBodySchema = z.object({ code: totpCodeSchema });
export type ConfirmTwoFactorBody = z.infer<typeof confirmTwoFactorBodySchema>;

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

/** How often an organisation may ask its members to sign in again: 8 hours to 30 days. */
export const SESSION_LIFETIME_HOURS = [8, 24, 168, 720] as const;
const sessionLifetimeSchema = z
  .union([z.literal(8), z.literal(24), z.literal(168), z.literal(720)])
  .nullable();

/** Organisation → Security. */
export const organizationSecuritySchema = z.object({
  twoFactorRequired: z.boolean(),
  /** Members sign in again this many hours after signing in; null: a week without use. */
  sessionLifetimeHours: z.number().int().nullable(),
  /** Members who have not set up a second factor yet. */
  membersWithoutTwoFactor: z.number().int(),
  abilities: z.object({ update: z.boolean() }),
});
export type OrganizationSecurity = z.infer<typeof organizationSecuritySchema>;

export const updateOrganizationSecurityBodySchema = z
  .object({ twoFactorRequired: z.boolean(), sessionLifetimeHours: sessionLifetimeSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateOrganizationSecurityBody = z.infer<typeof updateOrganizationSecurityBodySchema>;

/** One of the person's live sessions (Profile → Sessions). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the browser's user agent. */
  device: z.string(),
  /** The client address the session was signed in from (TRUST_PROXY decides which hop). */
  address: z.string().nullable(),
  signedInAt: z.string(),
  /** At most ten minutes behind the session's last request. */
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = page(accountSessionSchema);
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1).max(64) });
