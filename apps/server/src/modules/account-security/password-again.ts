import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import type { SessionPrincipal } from '../../auth/actor.ts';
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
