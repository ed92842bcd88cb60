import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import type { SignedIn } from '../testing/factories.ts';
import { connectCollab, type CollabClient } from './collab-client.ts';

/**
 * For a test file of the collaboration socket: an app listening on loopback for the file's
 * tests, and clients of its socket, all closed when the file is done.
 */
export const useCollabApp = () => {
  let app: FastifyInstance | undefined;
  let baseUrl = '';
  const open: CollabClient[] = [];
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const c of open) c.destroy();
    await app?.close();
  });
  return {
    app: (): FastifyInstance => {
      if (!app) throw new Error('the app is made in beforeAll');
      return app;
    },
    /** A client of the document `name`, signed in as `who` (anonymous when null). */
    connect: (name: string, who: SignedIn | null, token = '') => {
      const c = connectCollab({ baseUrl, questionnaireId: name, cookie: who?.cookie, token });
      open.push(c);
      return c;
    },
  };
};
