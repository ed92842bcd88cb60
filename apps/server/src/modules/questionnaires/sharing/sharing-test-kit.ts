import type { FastifyInstance } from 'fastify';
import { listQuestionnaireActivity, type Database } from '@rampart/db';
import type { SignedIn } from '../../../testing/factories.ts';
import { call, createQuestionnaire, smallStructure } from '../questionnaire-test-kit.ts';

export { call, fieldsOf } from '../questionnaire-test-kit.ts';

/** A questionnaire only invited people see (its creator and organisation admins aside). */
export const privateQuestionnaire = (app: FastifyInstance, owner: SignedIn, title = 'Private') =>
  createQuestionnaire(app, owner, { title, visibility: 'private', structure: smallStructure() });

export const invite = (
  app: FastifyInstance,
  who: SignedIn,
  id: string,
  person: SignedIn,
  role: string,
) => call(app, who, 'POST', `/api/questionnaires/${id}/members`, { email: person.email, role });

/** Invites and accepts: the person holds the role from then on. */
export const addCollaborator = async (
  app: FastifyInstance,
  who: SignedIn,
  id: string,
  person: SignedIn,
  role: string,
) => {
  const invited = await invite(app, who, id, person, role);
  if (invited.statusCode !== 200) throw new Error(invited.body);
  const accepted = await call(app, person, 'POST', `/api/questionnaires/${id}/invitation`, {
    accept: true,
  });
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  return invited.json().data as { id: string };
};

export const getQuestionnaire = (app: FastifyInstance, who: SignedIn, id: string) =>
  call(app, who, 'GET', `/api/questionnaires/${id}`);

export const listedIds = async (app: FastifyInstance, who: SignedIn): Promise<string[]> =>
  (await call(app, who, 'GET', '/api/questionnaires?limit=200'))
    .json()
    .data.items.map((q: { id: string }) => q.id);

/** The questionnaire's activity of type share, newest first, as descriptions. */
export const shareActivity = async (database: Database, who: SignedIn, id: string) =>
  (await listQuestionnaireActivity(database.db, who.user.organizationId, id, 50))
    .filter((a) => a.type === 'share')
    .map((a) => a.description);
