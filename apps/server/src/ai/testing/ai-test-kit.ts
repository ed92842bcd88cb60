import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertOrganization, listAiUsage, newId, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import type { SignedIn } from '../../testing/factories.ts';
import { manualClock, type ManualClock } from '../clock.ts';
import { createAiService } from '../service.ts';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.ts';
import { recordingLogger } from './recording-logger.ts';

export const TEST_API_KEY = 'sk-test-do-not-leak-0123456789';

/**
 * An AI service against the stub, with a manual clock and a sleeper that advances it, so
 * tests see the waits without waiting.
 */
export const makeAi = (
  database: Database,
  stub: OpenAiStub | null,
  env: Record<string, string> = {},
  clock: ManualClock = manualClock(),
) => {
  const waits: number[] = [];
  const log = recordingLogger();
  const config = testConfig({
    ...(stub ? { AI_BASE_URL: stub.url, AI_API_KEY: TEST_API_KEY } : {}),
    ...env,
  }).ai;
  const ai = createAiService(config, {
    db: database.db,
    redis: null,
    log,
    clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock.advance(ms);
    },
  });
  return { ai, clock, waits, log, config };
};

export const newOrg = async (database: Database, name = 'AI Org'): Promise<string> => {
  const id = newId('org');
  await insertOrganization(database.db, { id, name });
  return id;
};

export const usageRows = async (database: Database, organizationId: string) =>
  (await listAiUsage(database.db, organizationId, { limit: 200 })).rows;

/** A value a beforeAll hook sets; reading it earlier is a mistake in the test. */
export const ready = <T>(value: T | undefined, name: string): T => {
  if (value === undefined)
    throw new Error(`${name} is set in beforeAll: read it in a test or hook`);
  return value;
};

/**
 * The lifecycle of tests that call AI services against the OpenAI stub, registered on the
 * calling file or describe block:
 * - before all: the worker's database and a stub;
 * - after each: the services made by `setup` or passed to `track` closed, no request the test did
 *   not script (unless `strict: false`), no scripted reply left over (with `allReplied: true`),
 *   and the stub reset;
 * - after all: the stub closed.
 * The accessors return what the hooks made, from the tests and the hooks that follow.
 */
export const useAiStub = ({ strict = true, allReplied = false } = {}) => {
  let database: Database | undefined;
  let stub: OpenAiStub | undefined;
  const services: { close(): void }[] = [];
  beforeAll(async () => {
    database = await testDatabase();
    stub = await startOpenAiStub();
  });
  afterAll(async () => {
    await stub?.close();
  });
  afterEach(() => {
    for (const s of services.splice(0)) s.close();
    const current = ready(stub, 'stub');
    if (strict) expect(current.unscripted, 'requests the test did not script').toBe(0);
    if (allReplied) {
      expect(current.pending(), 'replies the test scripted but nothing asked for').toBe(0);
    }
    current.reset();
  });
  const db = () => ready(database, 'database');
  const st = () => ready(stub, 'stub');
  const track = <S extends { close(): void }>(service: S): S => {
    services.push(service);
    return service;
  };
  return {
    database: db,
    stub: st,
    /** Closes the service after the test. */
    track,
    /** An AI service against the stub (closed after the test) acting for a new organisation. */
    setup: async (env: Record<string, string> = {}) => {
      const kit = makeAi(db(), st(), env);
      track(kit.ai);
      const organizationId = await newOrg(db());
      return { ...kit, actor: { organizationId, userId: null }, organizationId };
    },
  };
};

/** An app whose AI engine is a service against the stub (see makeAi), without a mail server. */
export const stubbedApp = async (
  database: Database,
  stub: OpenAiStub,
  env: Record<string, string> = {},
) => {
  const kit = makeAi(database, stub, env);
  const app = await buildApp({
    config: testConfig({ AI_BASE_URL: stub.url, AI_API_KEY: TEST_API_KEY }),
    database,
    mailer: null,
    ai: kit.ai,
  });
  return { app, kit };
};

/**
 * useAiStub with an app on the stub (stubbedApp with `env`), made after the stub and closed
 * before it, connections first (fetch may leave a spare keep-alive socket that never sent a
 * request).
 */
export const useStubbedApp = (
  env: Record<string, string> = {},
  options: Parameters<typeof useAiStub>[0] = {},
) => {
  const ai = useAiStub(options);
  let made: Awaited<ReturnType<typeof stubbedApp>> | undefined;
  beforeAll(async () => {
    made = await stubbedApp(ai.database(), ai.stub(), env);
  });
  afterAll(async () => {
    if (!made) return;
    made.app.server.closeAllConnections();
    await made.app.close();
  });
  return {
    database: ai.database,
    stub: ai.stub,
    app: (): FastifyInstance => ready(made, 'app').app,
    kit: () => ready(made, 'kit').kit,
  };
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as someone (or anonymously) on an app. */
export const call = (
  app: FastifyInstance,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** The data of a 200 answer; any other status throws with the body. */
export const dataOf = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data;
};
