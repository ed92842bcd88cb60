import { z } from 'zod';

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
