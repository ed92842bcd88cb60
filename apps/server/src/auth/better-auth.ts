import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { findUserById, newId, schema, type Db } from '@rampart/db';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@rampart/contracts';
import type { Config } from '../config.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { CLIENT_ADDRESS_HEADER } from './auth-headers.ts';
import { BACKUP_CODE_COUNT, backupCodeDigests, generateBackupCodes } from './backup-codes.ts';
import { verifiedSessions } from './verified-sessions.ts';
import { passwordHasher } from './password-hasher.ts';

const ID_PREFIX: Record<string, string> = {
  user: 'usr',
  session: 'ses',
  account: 'acc',
  verification: 'ver',
  twoFactor: 'tfa',
};

/** How long the second step of a sign-in may wait for its code. */
export const SECOND_FACTOR_WINDOW_SECONDS = 10 * 60;
/** Wrong codes in a row, across sign-ins, before the account's second factor locks. */
export const SECOND_FACTOR_LOCK_AFTER = 10;
export const SECOND_FACTOR_LOCK_SECONDS = 15 * 60;

export const SESSION_EXPIRES_SECONDS = 60 * 60 * 24 * 7;
/**
 * How often a session in use is extended (and its updated_at written): the "last seen" of
 * Profile → Sessions is at most this far behind the last request.
 */
export const SESSION_UPDATE_AGE_SECONDS = 10 * 60;

/**
 * better-auth owns identity: password hashing, sessions and their cookies, email verification.
 * Sign-up is Rampart's own use case (it creates the organisation in the same transaction), so
 * better-auth's sign-up endpoint is disabled.
 */
export const createAuth = (config: Config, db: Db, mailer: Mailer | null) =>
  betterAuth({
    appName: 'Rampart',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: mailer !== null,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: passwordHasher(config.passwordHasher, config.env),
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: false,
          // The link confirms the address only; the person then signs in with their password, so
          // following a link never signs anyone in to an account whose password they did not set.
          autoSignInAfterVerification: false,
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send({
              to: user.email,
              subject: 'Verify your email for Rampart',
              text: `Hello ${user.name},\n\nConfirm your email address to start using Rampart:\n${url}\n\nIf you did not sign up, ignore this message.`,
            });
          },
        }
      : undefined,
    session: { expiresIn: SESSION_EXPIRES_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    databaseHooks: {
      session: {
        create: {
          // An inactive person gets no session, however they sign in; their existing sessions
          // ended when the flag was set (migration 0014).
          before: async (session) => {
            const user = await findUserById(db, session.userId);
            if (!user?.isActive) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: MESSAGES.accountDeactivated,
              });
            }
          },
        },
      },
    },
    // Authenticator apps (RFC 6238) and backup codes; Rampart's own routes call the plugin's
    // endpoints, which are not mounted (decision 032).
    plugins: [
      twoFactor({
        issuer: 'Rampart',
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: {
          amount: BACKUP_CODE_COUNT,
          customBackupCodesGenerate: generateBackupCodes,
          storeBackupCodes: backupCodeDigests(config.authSecret).store,
        },
        twoFactorCookieMaxAge: SECOND_FACTOR_WINDOW_SECONDS,
        accountLockout: {
          enabled: true,
          maxFailedAttempts: SECOND_FACTOR_LOCK_AFTER,
          durationSeconds: SECOND_FACTOR_LOCK_SECONDS,
        },
      }),
      verifiedSessions(),
    ],
    user: {
      additionalFields: {
        persona: { type: 'string', required: false, defaultValue: 'analyst', input: false },
      },
    },
    // Failed sign-ins are expected traffic; Rampart throttles and logs them itself.
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'rampart',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: ({ model }) => newId(ID_PREFIX[model] ?? model.slice(0, 3)) },
      // A session records the address Rampart resolved (TRUST_PROXY), never X-Forwarded-For as
      // a client sent it.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });

export type Auth = ReturnType<typeof createAuth>;
