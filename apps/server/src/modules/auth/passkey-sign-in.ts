import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { MESSAGES, type PasskeySignInBody, type SessionUser } from '@rampart/contracts';
import {
  claimVerification,
  findPasskeyByCredentialId,
  findUserById,
  markPasskeyUsed,
  newId,
  recordPersonAudit,
  type Db,
} from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import {
  CHALLENGE_SECONDS,
  credentialDescriptor,
  type ChallengePurpose,
  type WebAuthn,
} from '../../auth/webauthn.ts';
import { AppError } from '../../errors.ts';
import { challenge, signInExpired, type FirstStep } from './challenged-user.ts';
import { sessionUserFor } from './session-user-for.ts';
import { checkPasswordSignIn } from '../single-sign-on/sso-policy.ts';
import { recordBreakGlass, signedIn } from './sign-in.ts';

const refused = (message = 'That passkey could not be checked. Try again.') =>
  new AppError('INVALID_CREDENTIALS', message, [{ field: 'credential', message }]);

/**
 * Signs in with a passkey: alone (the authenticator verified its holder, so the passkey is both
 * factors), or as the second step after a right password, when it must be one of that person's.
 * SimpleWebAuthn checks the signature with the stored public key, the origin, the relying party,
 * the challenge (issued here, for this step, unexpired: auth/webauthn.ts) and the counter; the
 * challenge is then spent, so an answer signs in once. Failures count against the sign-in
 * throttle for that passkey and address, and are in the audit log of the passkey's holder.
 */
export const signInWithPasskey = async ({
  input,
  request,
  auth,
  db,
  throttle,
  webAuthn,
  sendCookies,
}: {
  input: PasskeySignInBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  webAuthn: WebAuthn;
  sendCookies: (cookies: string[]) => void;
}): Promise<SessionUser> => {
  const { rp, challenges } = webAuthn;
  if (rp.unavailable) throw new AppError('CONFLICT', rp.unavailable);
  const { step, credential } = input;
  const throttleKey = `passkey:${credential.id}`;

  let purpose: ChallengePurpose = 'sign-in';
  let challenged: string | null = null;
  let firstStep: FirstStep = 'password';
  if (step === 'second-factor') {
    const found = await challenge(auth, db, request);
    if (!found) throw signInExpired();
    challenged = found.userId;
    firstStep = found.firstStep;
    purpose = `second-factor:${challenged}`;
  }
  const failed = async (userId: string, reason: string) => {
    await recordPersonAudit(db, {
      userId,
      actorId: userId,
      action: 'user.sign_in_failed',
      after: {
        step: step === 'sign-in' ? 'passkey' : 'second factor',
        method: 'passkey',
        reason,
        address: request.ip,
      },
      requestId: String(request.id),
    });
  };

  const passkey = await findPasskeyByCredentialId(db, credential.id);
  if (!passkey || (challenged && passkey.userId !== challenged)) {
    if (challenged) await failed(challenged, 'a passkey of another account');
    throw refused('This passkey is not registered for your account in Rampart.');
  }
  // Counted only for a passkey that exists: made-up ids leave no limiter state behind.
  await throttle.admit(throttleKey, request.ip);
  // A passkey alone is not the organisation's identity provider: refused where it is required.
  const holder = step === 'sign-in' ? await findUserById(db, passkey.userId) : null;
  const breakGlass = holder ? await checkPasswordSignIn(db, holder.email) : null;
  let nonce: string | null = null;
  const verification = await verifyAuthenticationResponse({
    response: credential as AuthenticationResponseJSON,
    expectedChallenge: (challenge) => {
      nonce = challenges.read(challenge, purpose);
      return nonce !== null;
    },
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      ...credentialDescriptor(passkey),
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
    },
    requireUserVerification: step === 'sign-in',
  }).catch(() => null);
  if (!verification?.verified || !nonce) {
    await failed(passkey.userId, 'passkey not verified');
    throw refused();
  }
  const fresh = await claimVerification(db, {
    id: newId('ver'),
    identifier: `passkey-challenge:${nonce}`,
    value: passkey.userId,
    until: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  if (!fresh) {
    await failed(passkey.userId, 'passkey answer already used');
    throw refused();
  }
  try {
    const result = await auth.api.startVerifiedSession({
      body: { userId: passkey.userId, step },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    sendCookies(result.headers.getSetCookie());
  } catch (e) {
    if (!(e instanceof APIError)) throw e;
    if (e.body?.code === 'ACCOUNT_DEACTIVATED') {
      throw new AppError('ACCOUNT_DEACTIVATED', MESSAGES.accountDeactivated);
    }
    throw signInExpired();
  }
  await markPasskeyUsed(db, passkey.id, {
    counter: verification.authenticationInfo.newCounter,
    backedUp: verification.authenticationInfo.credentialBackedUp,
  });
  await throttle.succeeded(throttleKey, request.ip);
  if (holder && breakGlass) await recordBreakGlass(db, request, holder.email, breakGlass);
  await signedIn(
    db,
    request,
    passkey.userId,
    step === 'sign-in' ? 'passkey' : `${firstStep} and passkey`,
  );
  return sessionUserFor(db, request, passkey.userId);
};
