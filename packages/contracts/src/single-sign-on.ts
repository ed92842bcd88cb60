import { z } from 'zod';
import { emailAddressSchema } from './auth.ts';
import { roleSchema } from './permissions.ts';

/**
 * Single sign-on (issue 21 points 2 and 3): the email domains an organisation claims, proven by
 * a DNS TXT record. A verified domain sends its people's sign-ins to the organisation's
 * identity provider.
 */
export const DOMAIN_RECORD_PREFIX = '_rampart-verification';
export const DOMAIN_RECORD_VALUE_PREFIX = 'rampart-verification=';

/** A DNS name of two labels or more, such as example.com (case does not matter). */
export const domainNameSchema = z
  .string()
  .trim()
  .max(253, 'At most 253 characters')
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i,
    'Enter a domain such as example.com',
  );

export const organizationDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** When the TXT record was found; null until then. */
  verifiedAt: z.string().nullable(),
  /** The TXT record that proves the claim. */
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
});
export type OrganizationDomain = z.infer<typeof organizationDomainSchema>;

export const organizationDomainsSchema = z.object({
  items: z.array(organizationDomainSchema),
  abilities: z.object({ manage: z.boolean() }),
});
export type OrganizationDomains = z.infer<typeof organizationDomainsSchema>;

export const claimDomainBodySchema = z.object({ domain: domainNameSchema });
export type ClaimDomainBody = z.infer<typeof claimDomainBodySchema>;

export const domainIdParamsSchema = z.object({ domainId: z.string().min(1).max(64) });

/** Roles an identity provider may give: owners are made in Rampart only. */
export const ssoRoleSchema = roleSchema.exclude(['owner']);

export const ssoRoleMappingSchema = z.object({
  group: z.string().trim().min(1, 'Enter the group').max(200, 'At most 200 characters'),
  role: ssoRoleSchema,
});
export type SsoRoleMapping = z.infer<typeof ssoRoleMappingSchema>;

export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

export const ssoConnectionSchema = z.object({
  protocol: z.literal('oidc'),
  enabled: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored; the secret itself never leaves the server. */
  hasClientSecret: z.boolean(),
  defaultRole: ssoRoleSchema,
  groupsClaim: z.string(),
  roleMappings: z.array(ssoRoleMappingSchema),
  jitEnabled: z.boolean(),
  ssoRequired: z.boolean(),
  updatedAt: z.string(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  /** The sign-in redirect URI to register at the identity provider. */
  redirectUri: z.string(),
  /** The organisation's verified email domains: the people who sign in through it. */
  verifiedDomains: z.array(z.string()),
  abilities: z.object({ manage: z.boolean() }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const saveOidcConnectionBodySchema = z.object({
  issuer: z
    .string()
    .trim()
    .min(1, 'Enter the issuer URL')
    .max(500, 'At most 500 characters')
    .regex(/^https?:\/\/[^\s]+$/i, 'Enter the issuer URL, such as https://login.example.com'),
  clientId: z.string().trim().min(1, 'Enter the client ID').max(300, 'At most 300 characters'),
  /** Absent or empty: the stored secret stays. */
  clientSecret: z.string().max(500, 'At most 500 characters').optional(),
  defaultRole: ssoRoleSchema,
  groupsClaim: z
    .string()
    .trim()
    .min(1, 'Enter the claim name')
    .max(100, 'At most 100 characters')
    .regex(/^[\w.:/-]+$/, 'Letters, digits and . _ : / - only'),
  roleMappings: z.array(ssoRoleMappingSchema).max(50, 'At most 50 mappings'),
  jitEnabled: z.boolean(),
  ssoRequired: z.boolean(),
  enabled: z.boolean(),
});
export type SaveOidcConnectionBody = z.infer<typeof saveOidcConnectionBodySchema>;

export const ssoDiscoverBodySchema = z.object({ email: emailAddressSchema });
export type SsoDiscoverBody = z.infer<typeof ssoDiscoverBodySchema>;

/**
 * How an email signs in: a password; single sign-on only (the organisation requires it); or
 * either. Decided by the email's domain alone, so it says nothing of whether an account exists.
 */
export const ssoDiscoverResponseSchema = z.object({
  method: z.enum(['password', 'sso', 'either']),
  organizationName: z.string().nullable(),
});
export type SsoDiscoverResponse = z.infer<typeof ssoDiscoverResponseSchema>;

/** A path in Rampart (not another site's "//host"): where a single sign-on lands. */
export const RETURN_PATH_PATTERN = /^\/(?:[^/\\\s]\S*)?$/;

export const ssoStartBodySchema = z.object({
  email: emailAddressSchema,
  /** A path in Rampart to land on after signing in. */
  returnTo: z
    .string()
    .max(500)
    .regex(RETURN_PATH_PATTERN, 'A path in Rampart, such as /dashboard')
    .optional(),
});
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;

export const ssoStartResponseSchema = z.object({ url: z.string() });

/** Why a single sign-on came back without a session: the sign-in page says it in words. */
export const SSO_ERRORS = [
  'expired',
  'refused',
  'not-verified',
  'no-account',
  'account-exists',
  'deactivated',
  'unavailable',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
