// Helpers of the notification tests: an app without mail (people are made there, no verification
// step) and one with a recording mailer over the same database, and reads of a person's bell.
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import {
  recordingMailer,
  TEST_ORIGIN,
  testApp,
  testAppWithMailer,
  type RecordingMailer,
} from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import type { NotificationMailDeps } from './deliver-email.ts';

export { call, fieldsOf } from '../../testing/calls.ts';

export type NotificationTestEnv = {
  app: FastifyInstance;
  mailApp: FastifyInstance;
  mailer: RecordingMailer;
  db: Db;
  /** What the outbox and the sweep need, mailing through the recording mailer. */
  mail: NotificationMailDeps;
};

let shared: Promise<NotificationTestEnv> | null = null;

/** One pair of apps per worker (tests make their own organisations). */
export const notificationTestEnv = (): Promise<NotificationTestEnv> => {
  shared ??= (async () => {
    const database = await testDatabase();
    const mailer = recordingMailer();
    const mailApp = await testAppWithMailer(mailer, database);
    return {
      app: await testApp(),
      mailApp,
      mailer,
      db: database.db,
      mail: { db: database.db, mailer, publicUrl: TEST_ORIGIN, log: mailApp.log },
    };
  })();
  return shared;
};

/** The person's notifications in the app, newest first. */
export const bell = async (
  app: FastifyInstance,
  who: SignedIn,
  query = '',
): Promise<Notification[]> => {
  const res = await call(app, who, 'GET', `/api/notifications${query}`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.items;
};

export const unreadOf = async (app: FastifyInstance, who: SignedIn): Promise<number> =>
  (await call(app, who, 'GET', '/api/notifications/unread-count')).json().data.unread;

/** Mails sent to the person so far. */
export const mailsTo = (mailer: RecordingMailer, who: SignedIn) =>
  mailer.sent.filter((m) => m.to === who.email);

/** Turns channels of kinds off or on for the person. */
export const setPreferences = async (
  app: FastifyInstance,
  who: SignedIn,
  body: { preferences?: { kind: string; inApp: boolean; email: boolean }[]; digest?: boolean },
) => {
  const res = await call(app, who, 'PUT', '/api/notifications/preferences', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** A new organisation's owner and a risk manager of it, made in `app`. */
export const team = async (app: FastifyInstance) => {
  const owner = await buildOrg(app, { name: 'Olivia Owner' });
  const member = await buildMember(app, owner, 'risk_manager', 'Mia Member');
  return { owner, member };
};
