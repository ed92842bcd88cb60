import { APIError } from 'better-auth/api';
import { MESSAGES, type SignInBody } from '@rampart/contracts';
import { findUserByEmail, updateUser, type Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';

/**
 * Signs in through better-auth, throttling repeated failures. Returns the Set-Cookie headers
 * better-auth produced, for the route to forward.
 */
export const signIn = async ({
  input,
  ip,
  headers,
  auth,
  db,
  throttle,
}: {
  input: SignInBody;
  ip: string;
  headers: Headers;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
}): Promise<{ userId: string; setCookies: string[] }> => {
  await throttle.assertAllowed(input.email, ip);
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers,
      returnHeaders: true,
    });
    await throttle.reset(input.email, ip);
    const userId = result.response.user.id;
    await updateUser(db, userId, { lastLoginAt: new Date() });
    return { userId, setCookies: result.headers.getSetCookie() };
  } catch (e) {
    if (!(e instanceof APIError)) throw e;
    if (e.body?.code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyEmail);
    }
    await throttle.recordFailure(input.email, ip);
    // An account with no password (future single sign-on) answers the same as a wrong one.
    if (!(await findUserByEmail(db, input.email)) || e.statusCode === 401) {
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    throw new AppError('INVALID_CREDENTIALS', e.body?.message ?? MESSAGES.loginFailed);
  }
};
