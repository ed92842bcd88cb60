import { z } from 'zod';
import { personaSchema, roleSchema } from './permissions.ts';
import { isHttpUrl } from './urls.ts';

export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Enter a valid email address')
  .max(254);
const email = emailAddressSchema;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerBodySchema = z
  .object({
    email,
    password,
    name: z.string().trim().min(1, 'Name is required').max(120),
    organizationName: z.string().trim().max(120).optional(),
    /** An invitation token: join that organisation instead of creating one. */
    invitationToken: z.string().min(1).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.invitationToken && !v.organizationName) {
      ctx.addIssue({
        code: 'custom',
        path: ['organizationName'],
        message: 'Organisation name is required',
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const signInBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
  rememberMe: z.boolean().default(true),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: roleSchema,
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** The session user of spec §3, scoped to the organisation of the request. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  organizationId: z.string(),
  permissions: z.array(z.string()),
  avatar: z.string().nullable(),
  persona: personaSchema,
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** deletionPurgeAt: when an owner asked for its deletion, when it is purged (a banner says). */
  organization: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    deletionPurgeAt: z.string().nullable(),
  }),
  organizations: z.array(organizationSummarySchema),
  /**
   * enabled: the person has a second factor (a confirmed authenticator app or a passkey);
   * required: this organisation asks every member for one (enabled false and required true: the
   * person may only set one up).
   */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The same whether or not the email already had an account (decision 012): nobody is signed in
 * by registering. Without email verification the client signs in next, with the password it just
 * chose; with it, the owner of the address finds a mail.
 */
export const registerResponseSchema = z.object({ requiresVerification: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** How the second step of a sign-in may be passed: a code, or a passkey (POST /api/auth/passkey). */
export const SECOND_FACTOR_METHODS = ['totp', 'backup-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
/** The methods POST /api/auth/second-factor takes: a typed code. */
export type SecondFactorCodeMethod = Exclude<SecondFactorMethod, 'passkey'>;

/**
 * Signed in, or (the password was right and the person has a second factor) asked for a code:
 * no session exists until POST /api/auth/second-factor accepts one.
 */
export const signInResponseSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ secondFactor: z.object({ methods: z.array(z.enum(SECOND_FACTOR_METHODS)) }) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** A six-digit code from an authenticator app (the form drops the spaces a person types). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const secondFactorBodySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({
    method: z.literal('backup-code'),
    code: z
      .string()
      .trim()
      .min(1, 'Enter one of your backup codes')
      .max(32, 'That is not a backup code'),
  }),
]);
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

export const refreshResponseSchema = z.object({
  user: sessionUserSchema,
  expiresAt: z.string(),
});

export { isHttpUrl } from './urls.ts';

const avatar = z
  .string()
  .trim()
  .max(2000)
  .refine(isHttpUrl, 'Avatar must be an http(s) address of an image');

export const updateProfileBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    avatar: avatar.nullable(),
    persona: personaSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** GET /api/config: what the sign-in and sign-up screens need before anyone is signed in. */
export const appConfigSchema = z.object({
  emailVerification: z.boolean(),
  /** An empty installation opens on sign-up rather than sign-in. */
  firstRun: z.boolean(),
  version: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
