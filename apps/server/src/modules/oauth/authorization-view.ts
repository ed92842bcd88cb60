import {
  roleSchema,
  type OAuthAuthorizationRequest,
  type OAuthAuthorizationView,
} from '@rampart/contracts';
import { grantableScopes, permissionsForRole } from '@rampart/domain';
import { listUserOrganizations, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import { checkAuthorizationRequest } from './authorization-request.ts';
import type { ClientMetadataReader } from './client-metadata.ts';

/** The consent screen: who asks, for which scopes, and where this person may allow it. */
export const authorizationView = async ({
  db,
  principal,
  request,
  clients,
  publicUrl,
}: {
  db: Db;
  principal: SessionPrincipal;
  request: OAuthAuthorizationRequest;
  clients: ClientMetadataReader;
  publicUrl: string;
}): Promise<OAuthAuthorizationView> => {
  const checked = await checkAuthorizationRequest(request, clients, publicUrl);
  const organizations = await listUserOrganizations(db, principal.userId);
  return {
    client: {
      id: checked.client.id,
      name: checked.client.name,
      host: checked.client.host,
      uri: checked.client.uri,
    },
    redirectHost: new URL(checked.redirectUri).host || new URL(checked.redirectUri).protocol,
    requestedScopes: checked.scopes,
    organizations: organizations.map((o) => {
      const role = roleSchema.parse(o.role);
      const allowed = new Set(grantableScopes(permissionsForRole(role)));
      return {
        id: o.id,
        name: o.name,
        role,
        grantableScopes: checked.scopes.filter((s) => allowed.has(s)),
      };
    }),
  };
};
