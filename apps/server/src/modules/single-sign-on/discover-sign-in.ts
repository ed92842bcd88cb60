import type { SsoDiscoverBody, SsoDiscoverResponse } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { ssoRouteForEmail } from './sso-policy.ts';

/** How the sign-in page goes on for an email: a password, single sign-on, or a choice. */
export const discoverSignIn = async (
  db: Db,
  input: SsoDiscoverBody,
): Promise<SsoDiscoverResponse> => {
  const route = await ssoRouteForEmail(db, input.email);
  if (!route) return { method: 'password', organizationName: null };
  return {
    method: route.connection.ssoRequired ? 'sso' : 'either',
    organizationName: route.organizationName,
  };
};
