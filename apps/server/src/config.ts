import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { AI_DEFAULTS } from '@rampart/domain';
import {
  storageConfig,
  storageConflicts,
  storageEnv,
  warnOldStorageNames,
  type StorageConfig,
} from './config-storage.ts';
import { secretsKeys, trustProxy } from './config-trust.ts';
import { backupEnv, backupsConfig, type BackupsConfig } from './config-backups.ts';
import { processEnv, processesConfig, type ProcessesConfig } from './config-processes.ts';
import { derivedSecretKey, type SecretKey } from './platform/secrets/secret-box.ts';

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
  TRUST_PROXY: trustProxy,
  // SHUTDOWN_DRAIN_MS, REMINDER_SWEEP_SECONDS: config-processes.ts.
  ...processEnv,
  // Custom hostnames of trust centres (issue 24): "trust.acme.example=acme,status.b.example=b".
  TRUST_HOSTS: z
    .string()
    .optional()
    .refine(
      (v) =>
        !v ||
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((pair) => /^[a-z0-9.-]+(?::\d+)?=[a-z0-9-]{3,48}$/i.test(pair)),
      'TRUST_HOSTS is a comma-separated list of hostname=slug',
    ),
  SECRETS_KEYS: secretsKeys,
  EVIDENCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * 1024 * 1024),
  // S3_* (and their old names EVIDENCE_S3_*), BACKUP_TO_S3: config-storage.ts.
  ...storageEnv,
  // BACKUP_DIR, BACKUP_KEY, BACKUP_INTERVAL_HOURS, BACKUP_KEEP: config-backups.ts.
  ...backupEnv,
  // The DNS servers that prove email domains (TXT records), "ip" or "ip:port", comma-separated;
  // the system's resolvers when unset.
  DNS_SERVERS: z
    .string()
    .regex(
      /^\s*(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(?::\d{1,5})?\s*(?:,\s*|$))+$/,
      'DNS_SERVERS: addresses such as 10.0.0.2 or 10.0.0.2:53, comma-separated',
    )
    .optional(),
  // Reading vendor sites (apps/server/src/fetcher, decision 017).
  FETCH_ALLOW_PRIVATE_HOSTS: z.string().default(''),
  /** PEM certificates those hosts may present beside Node's bundled authorities (an intranet CA). */
  FETCH_PRIVATE_CA_FILE: z.string().optional(),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  VENDOR_MAX_PAGES: z.coerce.number().int().min(1).max(100).default(25),
  VENDOR_TIME_LIMIT_MS: z.coerce.number().int().min(1000).default(45_000),
  VENDOR_BROWSER: z.enum(['chromium', 'none']).default('none'),
  VENDOR_BROWSER_PATH: z.string().default('/usr/bin/chromium'),
  // AI (docs: apps/server/src/ai/service.ts). Unset provider: openai when a URL or key is set.
  AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic']).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_STRUCTURED_OUTPUTS: bool.default(true),
  AI_MAX_TOKENS: z.coerce.number().int().min(1).default(AI_DEFAULTS.maxTokens),
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).default(AI_DEFAULTS.temperature),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).default(AI_DEFAULTS.timeoutMs),
  AI_MAX_RETRIES: z.coerce.number().int().min(1).max(10).default(AI_DEFAULTS.maxRetries),
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(AI_DEFAULTS.retryBaseMs),
  AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(AI_DEFAULTS.requestsPerMinute),
  AI_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(AI_DEFAULTS.tokensPerMinute),
  AI_BREAKER_FAILURES: z.coerce.number().int().min(1).default(AI_DEFAULTS.breakerFailures),
  AI_BREAKER_OPEN_MS: z.coerce.number().int().min(1).default(AI_DEFAULTS.breakerOpenMs),
  AI_CACHE_CLEAN_MS: z.coerce.number().int().min(1000).default(AI_DEFAULTS.cacheCleanMs),
  AI_CACHE_TTL_MS: z.coerce.number().int().min(0).default(AI_DEFAULTS.cacheTtlMs),
  // Prometheus metrics at /api/metrics for callers with this bearer token; off when unset.
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  // Tests only: a fast password hasher instead of scrypt (auth/password-hasher.ts).
  TEST_PASSWORD_HASHER: z.enum(['fast']).optional(),
});

/** Settings that are valid one by one but not together. */
const conflicts = (e: z.infer<typeof envSchema>): string[] => [
  ...(e.NODE_ENV === 'production' && e.TEST_PASSWORD_HASHER
    ? ['  TEST_PASSWORD_HASHER: the test password hasher is never used in production']
    : []),
  ...storageConflicts(e),
];

export type Config = BackupsConfig &
  ProcessesConfig & {
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
    /** For Fastify: false, or the trusted proxies (proxy-addr's list). */
    trustProxy: false | string;
    /** Custom hostnames that show a trust centre at their root: hostname → slug. */
    trustHosts: Map<string, string>;
    /** DNS servers for domain proofs; empty: the system's. */
    dnsServers: string[];
    /** Seal stored secrets: the first seals, all open; derived from AUTH_SECRET when not set. */
    secretsKeys: SecretKey[];
    /** scrypt, except in tests that ask for the fast test hasher (never in production). */
    passwordHasher: 'scrypt' | 'fast';
    /** The bearer token of /api/metrics (METRICS_TOKEN); metrics are off without one. */
    metricsToken?: string;
    /** Uploads: the size limit of a stored file (EVIDENCE_MAX_BYTES, named after its first user). */
    evidence: { maxBytes: number };
    /** Every stored file: S3-compatible storage when S3_BUCKET is set (config-storage.ts). */
    storage: StorageConfig;
    ai: AiConfig;
    /** Reading vendor sites: the SSRF allow-list, limits and the optional headless browser. */
    fetch: {
      allowPrivateHosts: string[];
      /** FETCH_PRIVATE_CA_FILE's certificates, trusted for those hosts only. */
      privateCa?: string;
      timeoutMs: number;
      maxBytes: number;
      maxPages: number;
      timeLimitMs: number;
      browserPath: string | null;
    };
  };

/** The AI service's settings. `apiKey` stays on the server: never logged, never sent. */
export type AiConfig = {
  provider: 'offline' | 'openai' | 'anthropic';
  /** OpenAI-compatible: defaults to OpenAI's; Anthropic: the SDK's default when absent. */
  baseUrl?: string;
  apiKey?: string;
  /** Null for the offline engine. */
  model: string | null;
  /** Ask OpenAI-compatible servers for json_schema output (off for servers without it). */
  structuredOutputs: boolean;
  maxTokens: number;
  temperature: number;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  requestsPerMinute: number;
  tokensPerMinute: number;
  breakerFailures: number;
  breakerOpenMs: number;
  cacheCleanMs: number;
  cacheTtlMs: number;
};

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const aiConfig = (e: z.infer<typeof envSchema>): AiConfig => {
  const provider = e.AI_PROVIDER ?? (e.AI_BASE_URL || e.AI_API_KEY ? 'openai' : 'offline');
  const model =
    provider === 'offline'
      ? null
      : (e.AI_MODEL ?? (provider === 'anthropic' ? AI_DEFAULTS.anthropicModel : AI_DEFAULTS.model));
  return {
    provider,
    baseUrl: e.AI_BASE_URL ?? (provider === 'openai' ? OPENAI_BASE_URL : undefined),
    apiKey: e.AI_API_KEY,
    model,
    structuredOutputs: e.AI_STRUCTURED_OUTPUTS,
    maxTokens: e.AI_MAX_TOKENS,
    temperature: e.AI_TEMPERATURE,
    timeoutMs: e.AI_TIMEOUT_MS,
    maxRetries: e.AI_MAX_RETRIES,
    retryBaseMs: e.AI_RETRY_BASE_MS,
    requestsPerMinute: e.AI_REQUESTS_PER_MINUTE,
    tokensPerMinute: e.AI_TOKENS_PER_MINUTE,
    breakerFailures: e.AI_BREAKER_FAILURES,
    breakerOpenMs: e.AI_BREAKER_OPEN_MS,
    cacheCleanMs: e.AI_CACHE_CLEAN_MS,
    cacheTtlMs: e.AI_CACHE_TTL_MS,
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
  const problems = conflicts(e);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const authSecret = e.AUTH_SECRET ?? persistedSecret(dataDir);
  const storage = storageConfig(e);
  warnOldStorageNames(storage);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    authSecret,
    secretsKeys: (e.SECRETS_KEYS ?? ['auth']).map((k) =>
      k === 'auth' ? derivedSecretKey(authSecret) : k,
    ),
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
    trustHosts: new Map(
      (e.TRUST_HOSTS ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
    dnsServers: (e.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    passwordHasher: e.TEST_PASSWORD_HASHER ?? 'scrypt',
    metricsToken: e.METRICS_TOKEN,
    evidence: { maxBytes: e.EVIDENCE_MAX_BYTES },
    storage,
    ...backupsConfig(e),
    ...processesConfig(e),
    ai: aiConfig(e),
    fetch: {
      allowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      privateCa: e.FETCH_PRIVATE_CA_FILE
        ? readFileSync(e.FETCH_PRIVATE_CA_FILE, 'utf8')
        : undefined,
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxBytes: e.FETCH_MAX_BYTES,
      maxPages: e.VENDOR_MAX_PAGES,
      timeLimitMs: e.VENDOR_TIME_LIMIT_MS,
      browserPath: e.VENDOR_BROWSER === 'chromium' ? e.VENDOR_BROWSER_PATH : null,
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
