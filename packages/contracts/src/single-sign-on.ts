import { z } from 'zod';
import { emailAddressSchema } from './auth.ts';
import { page } from './envelope.ts';
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

export const organizationDomainsSchema = page(organizationDomainSchema).extend({
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

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;

/** A SAML provider as imported from its metadata (certificates counted, never sent). */
export const samlConnectionSchema = z.object({
  idpEntityId: z.string(),
  idpSsoUrl: z.string(),
  certificates: z.number().int(),
  /** Where the metadata was read from; null when pasted. */
  metadataUrl: z.string().nullable(),
  allowIdpInitiated: z.boolean(),
  /** The attribute holding the email; null: the NameID. */
  emailAttribute: z.string().nullable(),
});

export const ssoConnectionSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
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
  /** The SAML provider, when the protocol is SAML. */
  saml: samlConnectionSchema.nullable(),
  updatedAt: z.string(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  /** The sign-in redirect URI to register at the identity provider. */
  redirectUri: z.string(),
  /** Rampart as a SAML service provider for this organisation: what its provider is told. */
  serviceProvider: z.object({ entityId: z.string(), acsUrl: z.string(), metadataUrl: z.string() }),
  /** The organisation's verified email domains: the people who sign in through it. */
  verifiedDomains: z.array(z.string()),
  abilities: z.object({ manage: z.boolean() }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** What both protocols share: roles, just-in-time membership, whether it is required. */
const ssoCommonSettings = {
  defaultRole: ssoRoleSchema,
  groupsClaim: z
    .string()
    .trim()
    .min(1, 'Enter the claim name')
    .max(200, 'At most 200 characters')
    .regex(/^[\w.:/-]+$/, 'Letters, digits and . _ : / - only'),
  roleMappings: z.array(ssoRoleMappingSchema).max(50, 'At most 50 mappings'),
  jitEnabled: z.boolean(),
  ssoRequired: z.boolean(),
  enabled: z.boolean(),
};

export const saveSamlConnectionBodySchema = z.object({
  /** The provider's metadata, pasted; or its URL. Neither: the imported metadata stays. */
  metadataXml: z.string().max(500_000, 'At most 500,000 characters').optional(),
  metadataUrl: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .regex(
      /^https?:\/\/[^\s]+$/i,
      'Enter the metadata URL, such as https://idp.example.com/metadata',
    )
    .optional(),
  allowIdpInitiated: z.boolean(),
  emailAttribute: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .regex(/^[\w.:/-]*$/, 'Letters, digits and . _ : / - only')
    .nullable(),
  ...ssoCommonSettings,
});
export type SaveSamlConnectionBody = z.infer<typeof saveSamlConnectionBodySchema>;

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
  ...ssoCommonSettings,
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
  /** A path in Rampart to land on after signing in (an OAuth consent page's address is long). */
  returnTo: z
    .string()
    .max(4000)
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

export const samlOrganizationParamsSchema = z.object({
  organizationId: z.string().min(1).max(64),
});

/** What a SAML provider posts to the ACS (HTTP-POST binding). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(1_000_000).optional(),
  RelayState: z.string().max(4000).optional(),
});
