// Helpers of the side panel's tests: an app with a recording mailer over the worker's database,
// evidence uploads, and a role on one questionnaire given straight in the database.
import type { FastifyInstance } from 'fastify';
import type { CollaborationRole } from '@rampart/contracts';
import { insertQuestionnaireMember, newId, type Db } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import {
  recordingMailer,
  testApp,
  testAppWithMailer,
  type RecordingMailer,
} from '../../../testing/app.ts';
import type { SignedIn } from '../../../testing/factories.ts';
import { multipartBody, pdfBytes } from '../../evidence/multipart-body.ts';

export { call, createQuestionnaire, fieldsOf, smallStructure } from '../questionnaire-test-kit.ts';

export type PanelTestEnv = {
  /** People are made here (no mail server, so no verification step). */
  app: FastifyInstance;
  /** The same database with a mail server: mentions and assignments are mailed. */
  mailApp: FastifyInstance;
  mailer: RecordingMailer;
  db: Db;
};

export const panelTestEnv = async (): Promise<PanelTestEnv> => {
  const database = await testDatabase();
  const mailer = recordingMailer();
  return {
    app: await testApp(),
    mailApp: await testAppWithMailer(mailer, database),
    mailer,
    db: database.db,
  };
};

export const uploadEvidence = async (app: FastifyInstance, who: SignedIn, title: string) => {
  const { payload, headers } = multipartBody([
    { name: 'title', value: title },
    { name: 'file', fileName: `${title}.pdf`, contentType: 'application/pdf', data: pdfBytes() },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/evidence',
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string; title: string; fileName: string };
};

/** An accepted invitation to one questionnaire with the role. */
export const giveRole = async (
  db: Db,
  questionnaireId: string,
  who: SignedIn,
  role: Exclude<CollaborationRole, 'owner'>,
) => {
  await insertQuestionnaireMember(db, {
    id: newId('qmem'),
    organizationId: who.user.organizationId,
    questionnaireId,
    userId: who.user.id,
    role,
    status: 'active',
  });
};

/** The mention token the editor inserts on picking a person. */
export const mention = (who: SignedIn) => `@[${who.user.name}](${who.user.id})`;
