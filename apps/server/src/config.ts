import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rampart <no-reply@localhost>'),
  TRUSTED_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  EVIDENCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  EVIDENCE_S3_BUCKET: z.string().min(1).optional(),
  EVIDENCE_S3_ENDPOINT: z.string().url().optional(),
  EVIDENCE_S3_REGION: z.string().min(1).default('us-east-1'),
  EVIDENCE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  EVIDENCE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  EVIDENCE_S3_FORCE_PATH_STYLE: bool.default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  trustedOrigins: string[];
  logLevel: string;
  signIn: { maxFailures: number; windowSeconds: number };
  webDistDir: string;
  trustProxy: boolean;
  /** Uploaded evidence: a size limit, and S3-compatible storage when a bucket is set. */
  evidence: {
    maxBytes: number;
    s3: {
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    } | null;
  };
};

/** Reads and checks the environment once; fails fast with every problem listed. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustedOrigins: [
      new URL(publicUrl).origin,
      ...(e.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    logLevel: e.LOG_LEVEL,
    signIn: { maxFailures: e.SIGNIN_MAX_FAILURES, windowSeconds: e.SIGNIN_WINDOW_SECONDS },
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    evidence: {
      maxBytes: e.EVIDENCE_MAX_BYTES,
      s3: e.EVIDENCE_S3_BUCKET
        ? {
            bucket: e.EVIDENCE_S3_BUCKET,
            endpoint: e.EVIDENCE_S3_ENDPOINT,
            region: e.EVIDENCE_S3_REGION,
            accessKeyId: e.EVIDENCE_S3_ACCESS_KEY_ID,
            secretAccessKey: e.EVIDENCE_S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.EVIDENCE_S3_FORCE_PATH_STYLE,
          }
        : null,
    },
  };
};

/**
 * With no AUTH_SECRET, one is made on first start and kept in the data folder, so a single
 * process needs no setup. Several processes must share AUTH_SECRET (see README).
 */
const persistedSecret = (dataDir: string): string => {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
