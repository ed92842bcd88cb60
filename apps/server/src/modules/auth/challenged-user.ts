import type { FastifyRequest } from 'fastify';
import { findLiveVerification, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import { firstStepIdentifier } from '../../auth/verified-sessions.ts';
import { AppError } from '../../errors.ts';

export const signInExpired = () =>
  new AppError('UNAUTHENTICATED', 'This sign-in has expired. Enter your password again.');

/**
 * Whose sign-in the challenge cookie continues. The cookie is `<identifier>.<signature>`; the
 * identifier is a random secret better-auth stored with the user's id, so a live row proves the
 * caller holds the cookie. The signature is checked where the challenge is spent (the two-factor
 * plugin for a code, startVerifiedSession for a passkey), before any session is made.
 */
export const challengedUser = async (auth: Auth, db: Db, request: FastifyRequest) =>
  (await challenge(auth, db, request))?.userId ?? null;

/** What the first step of a challenged sign-in was: a password, or a single sign-on. */
export type FirstStep = 'password' | 'single sign-on';

/** The challenged person and how their sign-in began (for the audit log's words). */
export const challenge = async (
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<{ userId: string; firstStep: FirstStep } | null> => {
  const context = await auth.$context;
  const cookie = request.cookies?.[context.createAuthCookie('two_factor').name];
  const identifier = cookie?.split('.')[0];
  if (!identifier?.startsWith('2fa-')) return null;
  const userId = (await findLiveVerification(db, identifier))?.value;
  if (!userId) return null;
  const sso = await findLiveVerification(db, firstStepIdentifier(identifier));
  return { userId, firstStep: sso ? 'single sign-on' : 'password' };
};
