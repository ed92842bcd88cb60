import type { IncomingQuestionnaire, UpdateIncomingBody } from '@rampart/contracts';
import {
  findIncomingQuestionnaire,
  recordAudit,
  updateIncomingQuestionnaireRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { dayOf, incomingSnapshot, presentIncoming } from './incoming.presenter.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { announceReview } from './live-review.ts';

/** The title, customer and due date of an incoming questionnaire. */
export const updateIncoming = async ({
  actor,
  id,
  input,
  db,
  livePush,
}: {
  actor: Actor;
  id: string;
  input: UpdateIncomingBody;
  db: Db;
  livePush?: LivePush;
}): Promise<IncomingQuestionnaire> => {
  const updated = await db.transaction(async (tx) => {
    const before = await findIncomingQuestionnaire(tx, actor.organizationId, id);
    if (!before) throw notFound('Questionnaire');
    await updateIncomingQuestionnaireRow(tx, actor.organizationId, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.customer !== undefined ? { customer: input.customer } : {}),
      ...(input.dueDate !== undefined
        ? { dueOn: input.dueDate === null ? null : dayOf(input.dueDate) }
        : {}),
    });
    const after = (await findIncomingQuestionnaire(tx, actor.organizationId, id))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'incoming_questionnaire.updated',
      entityType: 'incoming_questionnaire',
      entityId: id,
      before: incomingSnapshot(before),
      after: incomingSnapshot(after),
      requestId: actor.requestId,
    });
    return presentIncoming(after, actor);
  });
  announceReview(livePush, id);
  return updated;
};
