// users.is_active = false ends the person's sessions and refuses their sign-in (issue 19).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { buildMember, buildOrg, PASSWORD, uniqueIp, type SignedIn } from '../testing/factories.ts';
import { connectCollab } from '../collaboration/collab-client.ts';
import {
  createQuestionnaire,
  smallStructure,
} from '../modules/questionnaires/questionnaire-test-kit.ts';

let app: FastifyInstance;
let database: Database;
let baseUrl: string;
let owner: SignedIn;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  owner = await buildOrg(app);
});
afterAll(async () => {
  await app.close();
});

const setActive = (userId: string, isActive: boolean) =>
  database.db.update(schema.users).set({ isActive }).where(eq(schema.users.id, userId));
const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD, rememberMe: true },
    remoteAddress: uniqueIp(),
  });

describe('an inactive person', () => {
  it('loses every session at once and cannot sign in until made active again', async () => {
    const member = await buildMember(app, owner, 'risk_manager');
    const { id } = await createQuestionnaire(app, owner, {
      title: 'Q',
      structure: smallStructure(),
    });
    const live = connectCollab({ baseUrl, questionnaireId: id as string, cookie: member.cookie });
    await live.ready;
    const second = await signIn(member.email);
    expect(second.statusCode).toBe(200);
    const sessions = () =>
      database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.user.id));
    expect(await sessions()).toHaveLength(2);

    await setActive(member.user.id, false);
    expect(await sessions()).toHaveLength(0);
    const me = await app.inject({ url: '/api/users/me', headers: { cookie: member.cookie } });
    expect(me.statusCode).toBe(401);
    // An open live-editing socket closes at the next session check (every 30 s; run now).
    await app.collaborationHub.checkSessions();
    await expect.poll(() => live.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    live.destroy();
    const socket = connectCollab({ baseUrl, questionnaireId: id as string, cookie: member.cookie });
    await expect(socket.ready).rejects.toThrow();
    socket.destroy();

    const refused = await signIn(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    expect(refused.cookies.find((c) => c.name === 'rampart.session_token')).toBeUndefined();
    expect(await sessions()).toHaveLength(0);
    // A wrong password still answers as a wrong password: nothing is said before it matches.
    const guess = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: 'not-the-password', rememberMe: true },
      remoteAddress: uniqueIp(),
    });
    expect(guess.statusCode).toBe(401);

    await setActive(member.user.id, true);
    expect((await signIn(member.email)).statusCode).toBe(200);
  });
});
