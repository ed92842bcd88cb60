import type { IncomingDetail } from '@rampart/contracts';
import { findIncomingQuestionnaire, listIncomingQuestions, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentIncoming, presentIncomingQuestion } from './incoming.presenter.ts';

/** An incoming questionnaire and its questions, in the order of the customer's file. */
export const getIncoming = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<IncomingDetail> => {
  const row = await findIncomingQuestionnaire(db, actor.organizationId, id);
  if (!row) throw notFound('Questionnaire');
  const questions = await listIncomingQuestions(db, actor.organizationId, id);
  return {
    questionnaire: presentIncoming(row, actor),
    questions: questions.map(presentIncomingQuestion),
  };
};
