import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import type { ConfirmPasswordBody, TwoFactorSetup } from '@rampart/contracts';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { withPasswordAgain } from './password-again.ts';

/**
 * Starts setting up an authenticator app: better-auth's two-factor plugin makes the secret
 * (stored encrypted) and ten backup codes (stored as digests), and answers them once. Nothing
 * changes at sign-in until the first code confirms the app; starting again replaces an
 * unconfirmed setup.
 */
export const setUpTwoFactor = async ({
  principal,
  input,
  request,
  auth,
  throttle,
}: {
  principal: SessionPrincipal;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  throttle: SignInThrottle;
}): Promise<TwoFactorSetup> => {
  const result = await withPasswordAgain(principal, request, throttle, async () => {
    try {
      return await auth.api.enableTwoFactor({
        body: { password: input.password, method: 'totp' },
        headers: authHeaders(request),
      });
    } catch (e) {
      if (e instanceof APIError && e.body?.code === 'TOTP_ALREADY_ENABLED') {
        throw new AppError(
          'CONFLICT',
          'Two-factor authentication is already on. Turn it off first to use another app.',
        );
      }
      throw e;
    }
  });
  if (result.method !== 'totp' || !result.totpURI || !result.backupCodes) {
    throw new Error('the two-factor plugin answered no authenticator setup');
  }
  return {
    otpauthUri: result.totpURI,
    key: new URL(result.totpURI).searchParams.get('secret') ?? '',
    backupCodes: result.backupCodes,
  };
};
