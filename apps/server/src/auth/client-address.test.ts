// TRUST_PROXY takes the client's address from the right-most X-Forwarded-For hop that is not a
// trusted proxy, and a session records that address, never the header as a client wrote it
// (issue 21 point 6, decision 030).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testConfig } from '../testing/app.ts';
import { buildOrg, PASSWORD, type SignedIn } from '../testing/factories.ts';

const env = { AUTH_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/rampart-config-test-unused' };

describe('TRUST_PROXY', () => {
  it('is off unless set; true trusts the loopback and private networks; a list is taken as given', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(
      'loopback, linklocal, uniquelocal',
    );
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' }).trustProxy).toBe(
      '10.0.0.0/8, 192.0.2.10',
    );
  });

  it('refuses anything else, naming the entry', () => {
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, proxy.example' })).toThrow(
      /TRUST_PROXY: "proxy.example" is not/,
    );
  });
});

describe('the address a sign-in records', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  let owner: SignedIn;

  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  const appWith = async (trust: string) => {
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY: trust }),
      database,
      mailer: null,
    });
    apps.push(app);
    return app;
  };

  const signInFrom = async (app: FastifyInstance, remoteAddress: string, forwarded: string) => {
    owner ??= await buildOrg(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: {
        'x-forwarded-for': forwarded,
        // A client cannot name its own address through Rampart's header for better-auth either.
        'x-rampart-client-address': '198.51.100.99',
      },
      payload: { email: owner.email, password: PASSWORD, rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    const token = res.cookies.find((c) => c.name === 'rampart.session_token')!.value.split('.')[0];
    const [session] = await database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.token, decodeURIComponent(token!)));
    return session?.ipAddress;
  };

  it('behind trusted proxies: the right-most hop that is not one of them, not the left-most', async () => {
    const app = await appWith('true');
    // The client wrote 203.0.113.66 itself; the proxy appended the address it saw.
    expect(await signInFrom(app, '127.0.0.1', '203.0.113.66, 198.51.100.7, 10.1.2.3')).toBe(
      '198.51.100.7',
    );
  });

  it('without TRUST_PROXY: the connection, whatever the headers say', async () => {
    const app = await appWith('false');
    expect(await signInFrom(app, '192.0.2.44', '203.0.113.66')).toBe('192.0.2.44');
  });
});
