import { RETURN_PATH_PATTERN, type SsoDiscoverResponse, type SsoError } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** How an email signs in: decided by its domain (single sign-on, issue 21). */
export const discoverSignIn = (email: string) =>
  api.post<SsoDiscoverResponse>('/auth/sso/discover', { email });

/** Starts a single sign-on: the provider's address, where the browser goes next. */
export const startSso = (email: string, returnTo?: string) =>
  api.post<{ url: string }>('/auth/sso/start', {
    email,
    ...(returnTo && returnTo.length <= 4000 && RETURN_PATH_PATTERN.test(returnTo)
      ? { returnTo }
      : {}),
  });

/** Why a single sign-on came back without a session, in words. */
export const SSO_ERROR_MESSAGES: Record<SsoError, string> = {
  expired:
    'That single sign-on expired or was opened in another browser. Start again from this page.',
  refused:
    'Your identity provider’s answer could not be trusted, so you were not signed in. Try again; if it goes on, tell an owner of your organisation.',
  'not-verified':
    'Your identity provider signed you in with an email your organisation has not verified. Ask an owner to check the email domains in Rampart.',
  'no-account':
    'Your organisation has not given you access to Rampart yet. Ask an owner to invite you.',
  'account-exists':
    'A Rampart account with your email already exists outside your organisation. Sign in with its password, and ask an owner of your organisation to invite you; single sign-on works from then on.',
  deactivated: 'This account is deactivated. Ask an owner of your organisation.',
  unavailable:
    'Single sign-on was turned off for your organisation while you were signing in. Sign in with your password, or ask an owner.',
};

export const ssoErrorMessage = (code: string | undefined): string | null =>
  code ? (SSO_ERROR_MESSAGES[code as SsoError] ?? SSO_ERROR_MESSAGES.refused) : null;
