import { ssoRoleSchema, type SsoConnection } from '@rampart/contracts';
import type { SsoConnectionRow } from '@rampart/db';

/** The settings as an owner sees them: whether a client secret is stored, never the secret. */
export const presentSsoConnection = (row: SsoConnectionRow): SsoConnection => ({
  protocol: row.protocol === 'saml' ? 'saml' : 'oidc',
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
  saml:
    row.protocol === 'saml'
      ? {
          idpEntityId: row.samlIdpEntityId ?? '',
          idpSsoUrl: row.samlIdpSsoUrl ?? '',
          certificates: row.samlIdpCertificates?.length ?? 0,
          metadataUrl: row.samlMetadataUrl,
          allowIdpInitiated: row.samlAllowIdpInitiated,
          emailAttribute: row.samlEmailAttribute,
        }
      : null,
  updatedAt: row.updatedAt.toISOString(),
});

/** Where a client secret belongs (decision 031): it opens for this organisation only. */
export const clientSecretContext = (organizationId: string) =>
  `sso_connections.oidc_client_secret:${organizationId}`;

/** A connection as its audit events record it (never its secret). */
export const auditedConnection = (row: SsoConnectionRow | null) =>
  row && {
    protocol: row.protocol,
    enabled: row.enabled,
    issuer: row.protocol === 'saml' ? row.samlIdpEntityId : row.oidcIssuer,
    clientId: row.oidcClientId,
    allowIdpInitiated: row.samlAllowIdpInitiated,
    defaultRole: row.defaultRole,
    groupsClaim: row.groupsClaim,
    roleMappings: row.roleMappings,
    jitEnabled: row.jitEnabled,
    ssoRequired: row.ssoRequired,
  };
