import { SSO_CALLBACK_PATH, type SsoSettings } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { findSsoConnection, listOrganizationDomains, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { serviceProviderOf } from './saml.ts';
import { presentSsoConnection } from './sso-connection.presenter.ts';

/** The organisation's identity provider settings, and what to register at the provider. */
export const ssoSettings = async (
  db: Db,
  actor: Actor,
  publicUrl: string,
): Promise<SsoSettings> => {
  const [connection, domains] = await Promise.all([
    findSsoConnection(db, actor.organizationId),
    listOrganizationDomains(db, actor.organizationId),
  ]);
  return {
    connection: connection ? presentSsoConnection(connection) : null,
    redirectUri: new URL(SSO_CALLBACK_PATH, publicUrl).href,
    serviceProvider: serviceProviderOf(publicUrl, actor.organizationId),
    verifiedDomains: domains.filter((d) => d.verifiedAt).map((d) => d.domain),
    abilities: { manage: hasPermission(actor.permissions, 'security:manage') },
  };
};
