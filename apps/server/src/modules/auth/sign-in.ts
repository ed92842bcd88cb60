import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { authHeaders } from '../../auth/auth-headers.ts';
import {
  MESSAGES,
  type SecondFactorMethod,
  type SignInBody,
  type SignInResponse,
} from '@rampart/contracts';
import {
  countPasskeys,
  findTwoFactor,
  findUserByEmail,
  recordAudit,
  recordPersonAudit,
  updateUser,
  type Db,
} from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { checkPasswordSignIn } from '../single-sign-on/sso-policy.ts';
import { sessionUserFor } from './session-user-for.ts';

/**
 * Signs in through better-auth, throttling repeated failures, and answers the session user; or,
 * for a person with a second factor, the methods of the second step (better-auth's two-factor
 * plugin has then removed the session and set a short-lived challenge cookie instead).
 * The Set-Cookie headers go to `sendCookies` as soon as they exist: when the session user is
 * then refused (the organisation asked for is no longer the user's), the person is still signed
 * in, and the client drops the stale organisation and asks again.
 */
export const signIn = async ({
  input,
  request,
  auth,
  db,
  throttle,
  sendCookies,
}: {
  input: SignInBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  sendCookies: (cookies: string[]) => void;
}): Promise<SignInResponse> => {
  const { ip } = request;
  await throttle.admit(input.email, ip);
  const breakGlass = await checkPasswordSignIn(db, input.email);
  let userId: string;
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    await throttle.succeeded(input.email, ip);
    sendCookies(result.headers.getSetCookie());
    if (breakGlass) await recordBreakGlass(db, request, input.email, breakGlass);
    if ('twoFactorRedirect' in result.response) {
      return { secondFactor: { methods: await secondFactorMethods(db, input.email) } };
    }
    userId = result.response.user.id;
  } catch (e) {
    if (!(e instanceof APIError)) throw e;
    if (e.body?.code === 'EMAIL_NOT_VERIFIED') {
      // Said only after the password matched: not a failed guess.
      await throttle.succeeded(input.email, ip);
      throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyEmail);
    }
    if (e.body?.code === 'ACCOUNT_DEACTIVATED') {
      // Also said only after the password matched (the session hook runs after it).
      await throttle.succeeded(input.email, ip);
      throw new AppError('ACCOUNT_DEACTIVATED', MESSAGES.accountDeactivated);
    }
    // The attempt was counted by admit() before the password was checked.
    // An account with no password (future single sign-on) answers the same as a wrong one.
    const user = await findUserByEmail(db, input.email);
    if (user) {
      await recordPersonAudit(db, {
        userId: user.id,
        actorId: user.id,
        action: 'user.sign_in_failed',
        after: { step: 'password', reason: 'wrong password', address: ip },
        requestId: String(request.id),
      });
    }
    if (!user || e.statusCode === 401) {
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    throw new AppError('INVALID_CREDENTIALS', e.body?.message ?? MESSAGES.loginFailed);
  }
  await signedIn(db, request, userId, 'password');
  // Outside the try: a refusal here (no organisation) is not a failed password.
  return { user: await sessionUserFor(db, request, userId) };
};

/** A session now exists: the last sign-in time, and the sign-in in the audit log. */
export const signedIn = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
  method:
    | 'password'
    | `${'password' | 'single sign-on'} and ${'authenticator app' | 'backup code' | 'passkey'}`
    | 'passkey'
    | 'single sign-on',
): Promise<void> => {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { lastLoginAt: new Date() });
    await recordPersonAudit(tx, {
      userId,
      actorId: userId,
      action: 'user.signed_in',
      after: { method, address: request.ip },
      requestId: String(request.id),
    });
  });
};

/**
 * An owner's password accepted while their organisation requires single sign-on: recorded in
 * that organisation's log (the second step still follows; its outcome is a sign-in of its own).
 */
export const recordBreakGlass = async (
  db: Db,
  request: FastifyRequest,
  email: string,
  breakGlass: { breakGlassOrganizationId: string },
): Promise<void> => {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await recordAudit(db, {
    organizationId: breakGlass.breakGlassOrganizationId,
    actorId: user.id,
    action: 'user.break_glass_sign_in',
    entityType: 'user',
    entityId: user.id,
    after: { address: request.ip },
    requestId: String(request.id),
  });
};

/** The second steps this person can take: their app and its backup codes, their passkeys. */
export const secondFactorMethods = async (db: Db, email: string): Promise<SecondFactorMethod[]> => {
  const user = await findUserByEmail(db, email);
  if (!user) return [];
  const [app, passkeys] = await Promise.all([
    findTwoFactor(db, user.id),
    countPasskeys(db, user.id),
  ]);
  return [
    ...(app?.verified ? (['totp', 'backup-code'] as const) : []),
    ...(passkeys > 0 ? (['passkey'] as const) : []),
  ];
};
