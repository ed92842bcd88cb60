import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { invalid } from '../../errors.ts';

/**
 * Runs a better-auth call that checks the person's password again. Wrong passwords count against
 * the sign-in throttle (this account and address), as a password change's do, so an open
 * session cannot be used to guess the password.
 */
export const withPasswordAgain = async <T>(
  principal: SessionPrincipal,
  request: FastifyRequest,
  throttle: SignInThrottle,
  call: () => Promise<T>,
): Promise<T> => {
  await throttle.admit(principal.email, request.ip);
  try {
    const result = await call();
    await throttle.succeeded(principal.email, request.ip);
    return result;
  } catch (e) {
    if (e instanceof APIError && e.body?.code === 'INVALID_PASSWORD') {
      throw invalid('password', 'That password is not right');
    }
    throw e;
  }
};

/** The password again, checked by better-auth and nothing else (for changes Rampart makes itself). */
export const confirmPassword = (
  principal: SessionPrincipal,
  request: FastifyRequest,
  throttle: SignInThrottle,
  auth: Auth,
  password: string,
): Promise<unknown> =>
  withPasswordAgain(principal, request, throttle, () =>
    auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) }),
  );
