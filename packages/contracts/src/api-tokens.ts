import { z } from 'zod';
import { page } from './envelope.ts';

/** The areas an API token is scoped to, each read or write (issue 21 point 5, decision 037). */
export const API_TOKEN_AREAS = [
  'risks',
  'controls',
  'compliance',
  'vendors',
  'questionnaires',
  'documents',
  'reports',
  'admin',
] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];

export const API_TOKEN_AREA_LABELS: Record<ApiTokenArea, string> = {
  risks: 'Risks',
  controls: 'Controls, tests and evidence',
  compliance: 'Frameworks and assessments',
  vendors: 'Vendors',
  questionnaires: 'Questionnaires',
  documents: 'Documents',
  reports: 'Reports',
  admin: 'Members, settings and audit log',
};

export const API_TOKEN_SCOPES = [
  'risks:read',
  'risks:write',
  'controls:read',
  'controls:write',
  'compliance:read',
  'compliance:write',
  'vendors:read',
  'vendors:write',
  'questionnaires:read',
  'questionnaires:write',
  'documents:read',
  'documents:write',
  'reports:read',
  'reports:write',
  'admin:read',
  'admin:write',
] as const satisfies readonly `${ApiTokenArea}:${'read' | 'write'}`[];
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** Personal tokens act as their person (never beyond their role); service tokens as themselves. */
export const API_TOKEN_KINDS = ['personal', 'service'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;

/** How long a new token lives: never more than a year. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;

export const apiTokenSchema = z.object({
  id: z.string(),
  kind: z.enum(API_TOKEN_KINDS),
  name: z.string(),
  /** The token's first characters, to tell it apart; the token itself is shown once. */
  tokenHint: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  /** Whose it is: the person (personal) or who made it (service). */
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(API_TOKEN_STATUSES),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = page(apiTokenSchema).extend({
  /** The scopes the caller may give a new token (their role allows them). */
  grantableScopes: z.array(apiTokenScopeSchema),
});
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the token').max(100, 'At most 100 characters'),
  scopes: z
    .array(apiTokenScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length),
  expiresInDays: z.number().int().min(1, 'At least a day').max(366, 'At most a year'),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const createdApiTokenSchema = z.object({ token: z.string(), apiToken: apiTokenSchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ tokenId: z.string().min(1).max(64) });
