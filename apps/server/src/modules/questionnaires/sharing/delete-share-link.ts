import { deleteQuestionnaireLink, findQuestionnaireLink, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { recordSharing } from './sharing-record.ts';

/** Deletes a share link: its address stops working at once (the route closes connections). */
export const deleteShareLink = async ({
  db,
  livePush,
  actor,
  id,
  linkId,
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  linkId: string;
}): Promise<string> => {
  const done = await db.transaction(async (tx) => {
    await requireQuestionnaireAccess(tx, actor, id, 'share');
    const link = await findQuestionnaireLink(tx, actor.organizationId, id, linkId);
    if (!link) throw notFound('Share link');
    await deleteQuestionnaireLink(tx, actor.organizationId, linkId);
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.link_deleted',
      description: `${actor.name} deleted the link “${link.name}”`,
      before: { linkId, name: link.name, type: link.type, accessCount: link.accessCount },
      after: { linkId, deleted: true },
    });
    return linkId;
  });
  livePush.accessChanged(id, { linkId });
  livePush.announce(id, 'links');
  livePush.announce(id, 'activity');
  return done;
};
