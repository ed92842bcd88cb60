import type { FastifyRequest } from 'fastify';
import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AddPasskeyBody, Passkey } from '@rampart/contracts';
import {
  claimVerification,
  findPasskeyByCredentialId,
  insertPasskey,
  lockUserFactors,
  newId,
  recordPersonAudit,
  syncSecondFactorFlag,
  type Db,
} from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { CHALLENGE_SECONDS, knownTransports, type WebAuthn } from '../../auth/webauthn.ts';
import { AppError, invalid } from '../../errors.ts';
import { presentPasskey } from './passkey.presenter.ts';

const refused = () =>
  invalid('credential', 'The passkey could not be checked. Start adding it again.');

/**
 * Keeps a new passkey once SimpleWebAuthn has verified the authenticator's answer against the
 * challenge this person was given (origin, relying party, user presence). From then on a
 * password sign-in asks for a second step, and the passkey signs in alone. The challenge is
 * spent whatever the outcome.
 */
export const addPasskey = async ({
  principal,
  input,
  request,
  db,
  sessionCache,
  webAuthn,
}: {
  principal: SessionPrincipal;
  input: AddPasskeyBody;
  request: FastifyRequest;
  db: Db;
  sessionCache: SessionCache;
  webAuthn: WebAuthn;
}): Promise<Passkey> => {
  const { rp, challenges } = webAuthn;
  if (rp.unavailable) throw new AppError('CONFLICT', rp.unavailable);
  let nonce: string | null = null;
  const verification = await verifyRegistrationResponse({
    response: input.credential as RegistrationResponseJSON,
    expectedChallenge: (challenge) => {
      nonce = challenges.read(challenge, `register:${principal.userId}`);
      return nonce !== null;
    },
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  const info = verification?.verified ? verification.registrationInfo : undefined;
  if (!info || !nonce) throw refused();
  const stored = await db.transaction(async (tx) => {
    await lockUserFactors(tx, principal.userId);
    const fresh = await claimVerification(tx, {
      id: newId('ver'),
      identifier: `passkey-challenge:${nonce}`,
      value: principal.userId,
      until: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    if (!fresh) throw refused();
    if (await findPasskeyByCredentialId(tx, info.credential.id)) {
      throw new AppError('CONFLICT', 'This passkey is already added.');
    }
    const row = await insertPasskey(tx, {
      id: newId('pky'),
      userId: principal.userId,
      name: input.name,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: knownTransports(input.credential.response.transports).join(','),
      backedUp: info.credentialBackedUp,
    });
    await syncSecondFactorFlag(tx, principal.userId);
    await recordPersonAudit(tx, {
      userId: principal.userId,
      actorId: principal.userId,
      action: 'user.passkey_added',
      after: { passkeyId: row.id, name: row.name, synced: row.backedUp },
      requestId: String(request.id),
    });
    return row;
  });
  // The person's second factor changed: every process reads the membership again.
  await sessionCache.invalidateUser(principal.userId);
  return presentPasskey(stored);
};
