import type { FastifyRequest } from 'fastify';
import { findLiveVerification, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import { AppError } from '../../errors.ts';

export const signInExpired = () =>
  new AppError('UNAUTHENTICATED', 'This sign-in has expired. Enter your password again.');

/**
 * Whose sign-in the challenge cookie continues. The cookie is `<identifier>.<signature>`; the
 * identifier is a random secret better-auth stored with the user's id, so a live row proves the
 * caller holds the cookie. The signature is checked where the challenge is spent (the two-factor
 * plugin for a code, startVerifiedSession for a passkey), before any session is made.
 */
export const challengedUser = async (auth: Auth, db: Db, request: FastifyRequest) => {
  const context = await auth.$context;
  const cookie = request.cookies?.[context.createAuthCookie('two_factor').name];
  const identifier = cookie?.split('.')[0];
  if (!identifier?.startsWith('2fa-')) return null;
  return (await findLiveVerification(db, identifier))?.value ?? null;
};
