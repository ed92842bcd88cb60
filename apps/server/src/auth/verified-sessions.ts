import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** better-auth's two-factor plugin names its challenge cookie so. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** Noted beside a challenge that a single sign-on began: the second step's audit says so. */
export const firstStepIdentifier = (identifier: string) => `first-step-${identifier}`;

/** As long as the plugin's own challenge lasts (its default). */
const CHALLENGE_SECONDS = 600;

const expired = () =>
  new APIError('UNAUTHORIZED', { code: 'SIGN_IN_EXPIRED', message: 'This sign-in has expired.' });

/**
 * Sessions for a person Rampart verified itself: a passkey (decision 033) or a single sign-on
 * (decision 034). Rampart checks the WebAuthn assertion (SimpleWebAuthn) or the provider's ID
 * token (openid-client); this server-only endpoint, never on the HTTP router, then makes the
 * session with better-auth's own session store and cookie, so such a session is like any other
 * (its hooks run: an inactive person gets none). As a second factor it first spends the
 * two-factor plugin's challenge, which must name the same person.
 */
export const verifiedSessions = () =>
  ({
    id: 'rampart-verified-sessions',
    endpoints: {
      startVerifiedSession: createAuthEndpoint.serverOnly(
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
      /**
       * The two-factor plugin's challenge, as it sets one after a right password: for a person
       * with a second factor who signed in through their organisation's identity provider. The
       * provider vouches for the email; the person's own factor still comes next, so one
       * organisation's provider cannot open an account that others trust too (decision 034).
       */
      challengeSecondFactor: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
            maxAge: CHALLENGE_SECONDS,
          });
          const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
          const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
          const { internalAdapter } = ctx.context;
          await internalAdapter.createVerificationValue({
            value: ctx.body.userId,
            identifier,
            expiresAt,
          });
          await internalAdapter.createVerificationValue({
            value: '0',
            identifier: `2fa-attempts-${identifier}`,
            expiresAt,
          });
          // So the second step's audit says how the sign-in began.
          await internalAdapter.createVerificationValue({
            value: 'single sign-on',
            identifier: firstStepIdentifier(identifier),
            expiresAt,
          });
          await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
          return ctx.json({ userId: ctx.body.userId });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
