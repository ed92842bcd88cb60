import type { IncomingDetail } from '@rampart/contracts';
import { findIncomingQuestionnaire, listIncomingQuestionRecords, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { draftingOf } from './drafting/incoming-draft-job.ts';
import { presentIncoming, presentIncomingQuestion } from './incoming.presenter.ts';

/**
 * An incoming questionnaire, its questions in the order of the customer's file with their drafted
 * answers, and where drafting stands.
 */
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
  const questions = await listIncomingQuestionRecords(db, actor.organizationId, id);
  return {
    questionnaire: presentIncoming(row, actor),
    questions: questions.map(presentIncomingQuestion),
    drafting: await draftingOf(db, actor.organizationId, row.draftJobId),
  };
};
