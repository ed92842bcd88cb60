import {
  findMembership,
  findSsoForDomain,
  findUserByEmail,
  type Db,
  type SsoConnectionRow,
} from '@rampart/db';
import { AppError } from '../../errors.ts';

export const emailDomainOf = (email: string): string =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Where an email signs in through single sign-on: its verified domain's organisation. */
export type SsoRoute = {
  organizationId: string;
  organizationName: string;
  connection: SsoConnectionRow;
};

/**
 * The identity provider an email's sign-in goes to: the one of the organisation that verified
 * the email's domain, while it is turned on. Decided by the domain alone.
 */
export const ssoRouteForEmail = async (db: Db, email: string): Promise<SsoRoute | null> => {
  const found = await findSsoForDomain(db, emailDomainOf(email));
  if (!found?.connection?.enabled) return null;
  return { ...found, connection: found.connection };
};

export const ssoRequiredError = (organizationName: string) => {
  const message = `${organizationName} signs its people in through single sign-on. Continue with single sign-on.`;
  return new AppError('SSO_REQUIRED', message, [{ field: 'email', message }]);
};

/**
 * Whether a password, or a passkey on its own, may sign this email in. Where the domain's
 * organisation requires single sign-on, only its owners who have a second factor may (the
 * break-glass, for when the provider is down or misconfigured): the answer then names the
 * organisation, whose audit log records the use. Everyone else is refused before any password
 * is checked; the refusal depends on the domain and on whether the email is such an owner.
 */
export const checkPasswordSignIn = async (
  db: Db,
  email: string,
): Promise<{ breakGlassOrganizationId: string } | null> => {
  const route = await ssoRouteForEmail(db, email);
  if (!route?.connection.ssoRequired) return null;
  const user = await findUserByEmail(db, email);
  const membership = user ? await findMembership(db, route.organizationId, user.id) : null;
  if (user?.twoFactorEnabled && membership?.role === 'owner') {
    return { breakGlassOrganizationId: route.organizationId };
  }
  throw ssoRequiredError(route.organizationName);
};
