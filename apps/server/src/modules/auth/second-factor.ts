import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { MESSAGES, type SecondFactorBody, type SessionUser } from '@rampart/contracts';
import {
  claimVerification,
  newId,
  recordPersonAudit,
  releaseVerification,
  type Db,
} from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { BackupCodeDigests } from '../../auth/backup-codes.ts';
import type { Auth } from '../../auth/better-auth.ts';
import { AppError } from '../../errors.ts';
import { challenge, signInExpired as expired } from './challenged-user.ts';
import { sessionUserFor } from './session-user-for.ts';
import { signedIn } from './sign-in.ts';

/** Why a code was refused, as the audit log records it (words, not the plugin's codes). */
const REFUSALS: Record<string, string> = {
  INVALID_CODE: 'wrong code',
  INVALID_BACKUP_CODE: 'wrong or used backup code',
  ACCOUNT_TEMPORARILY_LOCKED: 'locked after too many wrong codes',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'too many wrong codes',
};

/** A code is accepted 30 s either side of its step; it stays spent a little longer than that. */
const USED_CODE_SECONDS = 120;

const wrongCode = (method: SecondFactorBody['method']) => {
  const message =
    method === 'totp'
      ? 'That code is not right. Enter the current code from your authenticator app.'
      : 'That backup code is not right, or it has been used.';
  return new AppError('INVALID_CODE', message, [{ field: 'code', message }]);
};

/**
 * The second step of a sign-in: a code from the authenticator app or an unused backup code,
 * checked by better-auth's two-factor plugin against the challenge cookie the first step set.
 * The plugin limits each challenge to five codes and locks the account's second factor after
 * ten wrong codes in a row; an authenticator code is accepted once (RFC 6238 §5.2). Every
 * attempt is in the audit log.
 */
export const passSecondFactor = async ({
  input,
  request,
  auth,
  db,
  digests,
  sendCookies,
}: {
  input: SecondFactorBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  digests: BackupCodeDigests;
  sendCookies: (cookies: string[]) => void;
}): Promise<SessionUser> => {
  const challenged = await challenge(auth, db, request);
  if (!challenged) throw expired();
  const { userId, firstStep } = challenged;
  const failed = (reason: string) =>
    recordPersonAudit(db, {
      userId,
      actorId: userId,
      action: 'user.sign_in_failed',
      after: { step: 'second factor', method: input.method, reason, address: request.ip },
      requestId: String(request.id),
    });
  // Claimed before the plugin checks it, so two requests with one code cannot both pass; given
  // back when the plugin refuses it, so a wrong code is counted each time it is tried.
  const usedCode =
    input.method === 'totp'
      ? `totp-used:${userId}:${createHash('sha256').update(input.code).digest('base64url')}`
      : null;
  if (usedCode) {
    const fresh = await claimVerification(db, {
      id: newId('ver'),
      identifier: usedCode,
      value: userId,
      until: new Date(Date.now() + USED_CODE_SECONDS * 1000),
    });
    if (!fresh) {
      await failed('code already used');
      throw wrongCode(input.method);
    }
  }
  try {
    const headers = authHeaders(request);
    const result =
      input.method === 'totp'
        ? await auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({
            body: { code: digests.digest(input.code) },
            headers,
            returnHeaders: true,
          });
    sendCookies(result.headers.getSetCookie());
  } catch (e) {
    if (usedCode) await releaseVerification(db, usedCode);
    if (!(e instanceof APIError)) throw e;
    const code = e.body?.code;
    if (code === 'ACCOUNT_DEACTIVATED') {
      throw new AppError('ACCOUNT_DEACTIVATED', MESSAGES.accountDeactivated);
    }
    await failed(REFUSALS[String(code)] ?? 'sign-in expired');
    if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') throw wrongCode(input.method);
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED') {
      throw new AppError(
        'RATE_LIMITED',
        'Too many wrong codes for this account. Try again in 15 minutes, or ask an owner of your organisation to reset your two-factor authentication.',
      );
    }
    if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
      throw new AppError('RATE_LIMITED', 'Too many wrong codes. Enter your password again.');
    }
    throw expired();
  }
  await signedIn(
    db,
    request,
    userId,
    `${firstStep} and ${input.method === 'totp' ? 'authenticator app' : 'backup code'}`,
  );
  return sessionUserFor(db, request, userId);
};
