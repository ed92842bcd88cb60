import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** better-auth's two-factor plugin names its challenge cookie so. */
const TWO_FACTOR_COOKIE = 'two_factor';

const expired = () =>
  new APIError('UNAUTHORIZED', { code: 'SIGN_IN_EXPIRED', message: 'This sign-in has expired.' });

/**
 * Sessions for a verified passkey (decision 033). Rampart checks the WebAuthn assertion itself
 * (SimpleWebAuthn); this server-only endpoint, never on the HTTP router, then makes the session
 * with better-auth's own session store and cookie, so a passkey session is like any other (its
 * hooks run: an inactive person gets none). As a second factor it first spends the two-factor
 * plugin's challenge, which must name the same person.
 */
export const passkeySessions = () =>
  ({
    id: 'rampart-passkey-sessions',
    endpoints: {
      startPasskeySession: createAuthEndpoint.serverOnly(
        {
          method: 'POST',
          body: z.object({ userId: z.string(), step: z.enum(['sign-in', 'second-factor']) }),
        },
        async (ctx) => {
          const { userId, step } = ctx.body;
          if (step === 'second-factor') {
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
            const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!identifier) throw expired();
            const challenge =
              await ctx.context.internalAdapter.consumeVerificationValue(identifier);
            if (!challenge || challenge.value !== userId) throw expired();
            expireCookie(ctx, cookie);
          }
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw expired();
          const dontRememberMe = Boolean(
            await ctx.getSignedCookie(
              ctx.context.authCookies.dontRememberToken.name,
              ctx.context.secret,
            ),
          );
          const session = await ctx.context.internalAdapter.createSession(userId, dontRememberMe);
          await setSessionCookie(ctx, { session, user }, dontRememberMe);
          return ctx.json({ userId });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
