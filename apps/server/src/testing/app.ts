import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import type { Database } from '@rampart/db';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Mail, Mailer } from '../platform/mail/mailer.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '/tmp/rampart-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    // Nothing answers there: a domain proof fails at once unless a test runs its own DNS server.
    DNS_SERVERS: '127.0.0.1:9',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(process.env.TEST_PASSWORD_HASHER
      ? { TEST_PASSWORD_HASHER: process.env.TEST_PASSWORD_HASHER }
      : {}),
    ...env,
  });

let shared: Promise<FastifyInstance> | null = null;

/** One app per worker over the worker's database, without a mail server. */
export const testApp = (): Promise<FastifyInstance> => {
  shared ??= (async () =>
    buildApp({ config: testConfig(), database: await testDatabase(), mailer: null }))();
  return shared;
};

export type RecordingMailer = Mailer & { sent: Mail[] };
export const recordingMailer = (): RecordingMailer => {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
};

/** An app with a mail server (so email verification is required), for the tests that need one. */
export const testAppWithMailer = async (mailer: RecordingMailer, database?: Database) =>
  buildApp({ config: testConfig(), database: database ?? (await testDatabase()), mailer });

/** A cookie a response set (not one it cleared), as a Cookie header; null when it set none. */
export const cookieOf = (res: LightMyRequestResponse, name: string): string | null => {
  const c = res.cookies.find((x) => x.name === name && x.value !== '');
  return c ? `${name}=${c.value}` : null;
};

export const sessionCookie = (res: LightMyRequestResponse): string => {
  const c = res.cookies.find((x) => x.name === 'rampart.session_token');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `rampart.session_token=${c.value}`;
};
