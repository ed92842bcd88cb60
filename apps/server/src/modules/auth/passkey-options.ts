import type { FastifyRequest } from 'fastify';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { PasskeyOptions, PasskeyOptionsBody } from '@rampart/contracts';
import { listPasskeys, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import { credentialDescriptor, type WebAuthn } from '../../auth/webauthn.ts';
import { AppError } from '../../errors.ts';
import { challengedUser, signInExpired } from './challenged-user.ts';

/**
 * What the browser needs to ask an authenticator for a passkey. To sign in alone any passkey
 * of this site may answer (the browser offers the person's own), with user verification (a PIN
 * or biometric: the passkey is then both factors). As the second step after a password, only the
 * passkeys of the person whose password was right may answer. Nothing is written: the challenge
 * carries its own expiry and purpose (auth/webauthn.ts).
 */
export const passkeyOptions = async ({
  input,
  request,
  auth,
  db,
  webAuthn,
}: {
  input: PasskeyOptionsBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  webAuthn: WebAuthn;
}): Promise<PasskeyOptions> => {
  const { rp, challenges } = webAuthn;
  if (rp.unavailable) throw new AppError('CONFLICT', rp.unavailable);
  if (input.step === 'sign-in') {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      challenge: challenges.issue('sign-in'),
      userVerification: 'required',
    });
    return { options: { ...options } };
  }
  const userId = await challengedUser(auth, db, request);
  if (!userId) throw signInExpired();
  const passkeys = await listPasskeys(db, userId);
  if (passkeys.length === 0) {
    throw new AppError('CONFLICT', 'You have no passkey. Use a code instead.');
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: challenges.issue(`second-factor:${userId}`),
    userVerification: 'preferred',
    allowCredentials: passkeys.map(credentialDescriptor),
  });
  return { options: { ...options } };
};
