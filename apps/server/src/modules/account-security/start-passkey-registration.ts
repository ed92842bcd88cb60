import type { FastifyRequest } from 'fastify';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { ConfirmPasswordBody, PasskeyOptions } from '@rampart/contracts';
import { listPasskeys, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { credentialDescriptor, type WebAuthn } from '../../auth/webauthn.ts';
import { AppError } from '../../errors.ts';
import { confirmPassword } from './password-again.ts';

/**
 * Starts adding a passkey, after the password again: the options the browser hands to the
 * authenticator. The challenge is made for this person and this step only, and lasts five
 * minutes; the passkey must be discoverable (it signs in without an email typed) and the
 * authenticators already registered are excluded, so one device is not added twice.
 */
export const startPasskeyRegistration = async ({
  principal,
  input,
  request,
  auth,
  db,
  throttle,
  webAuthn,
}: {
  principal: SessionPrincipal;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  webAuthn: WebAuthn;
}): Promise<PasskeyOptions> => {
  const { rp, challenges } = webAuthn;
  if (rp.unavailable) throw new AppError('CONFLICT', rp.unavailable);
  await confirmPassword(principal, request, throttle, auth, input.password);
  const existing = await listPasskeys(db, principal.userId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: principal.email,
    userDisplayName: principal.name,
    userID: new TextEncoder().encode(principal.userId),
    challenge: challenges.issue(`register:${principal.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map(credentialDescriptor),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return { options: { ...options } };
};
