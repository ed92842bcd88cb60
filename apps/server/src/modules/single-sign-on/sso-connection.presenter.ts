import { ssoRoleSchema, type SsoConnection } from '@rampart/contracts';
import type { SsoConnectionRow } from '@rampart/db';

/** The settings as an owner sees them: whether a client secret is stored, never the secret. */
export const presentSsoConnection = (row: SsoConnectionRow): SsoConnection => ({
  protocol: 'oidc',
  enabled: row.enabled,
  issuer: row.oidcIssuer ?? '',
  clientId: row.oidcClientId ?? '',
  hasClientSecret: Boolean(row.oidcClientSecret),
  defaultRole: ssoRoleSchema.parse(row.defaultRole),
  groupsClaim: row.groupsClaim,
  roleMappings: row.roleMappings.map((m) => ({
    group: m.group,
    role: ssoRoleSchema.parse(m.role),
  })),
  jitEnabled: row.jitEnabled,
  ssoRequired: row.ssoRequired,
  updatedAt: row.updatedAt.toISOString(),
});

/** Where a client secret belongs (decision 031): it opens for this organisation only. */
export const clientSecretContext = (organizationId: string) =>
  `sso_connections.oidc_client_secret:${organizationId}`;
