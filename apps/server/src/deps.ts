import type { Redis } from 'ioredis';
import type { Database } from '@rampart/db';
import type { Auth } from './auth/better-auth.ts';
import type { SignInThrottle } from './auth/sign-in-throttle.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail.ts';

/** What route modules need, built once in buildApp. */
export type Deps = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer | null;
  throttle: SignInThrottle;
  redis: Redis | null;
  startedAt: number;
  version: string;
};
