import type { UpdateShareLinkBody } from '@rampart/contracts';
import { shareLinkName } from '@rampart/domain';
import {
  findQuestionnaireLink,
  updateQuestionnaireLink,
  type Db,
  type QuestionnaireLinkRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { checkExpiry } from './create-share-link.ts';
import { recordSharing } from './sharing-record.ts';

const describe = (name: string, patch: UpdateShareLinkBody) => {
  if (patch.isActive === false) return `turned off the link “${name}”`;
  if (patch.isActive === true) return `turned on the link “${name}”`;
  if (patch.expiresAt !== undefined) return `changed the expiry of the link “${name}”`;
  return `renamed the link “${name}”`;
};

/**
 * Renames a share link, changes its expiry, or turns it off or on again. Turning it off (or
 * moving its expiry) takes effect at once: the route closes its holders' connections.
 */
export const updateShareLink = async ({
  db,
  livePush,
  actor,
  id,
  linkId,
  patch,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  linkId: string;
  patch: UpdateShareLinkBody;
  now?: Date;
}): Promise<QuestionnaireLinkRecord> => {
  const done = await db.transaction(async (tx) => {
    await requireQuestionnaireAccess(tx, actor, id, 'share');
    const before = await findQuestionnaireLink(tx, actor.organizationId, id, linkId);
    if (!before) throw notFound('Share link');
    checkExpiry(patch.expiresAt, now);
    const changes = {
      ...(patch.name !== undefined ? { name: shareLinkName(patch.name) } : {}),
      ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
      ...(patch.expiresAt !== undefined ? { expiresAt: patch.expiresAt } : {}),
    };
    await updateQuestionnaireLink(tx, actor.organizationId, linkId, changes);
    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : (d ?? undefined));
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.link_updated',
      description: `${actor.name} ${describe(changes.name ?? before.name, patch)}`,
      before: {
        linkId,
        name: before.name,
        isActive: before.isActive,
        expiresAt: iso(before.expiresAt),
      },
      after: { linkId, ...changes, expiresAt: iso(changes.expiresAt) },
    });
    return (await findQuestionnaireLink(tx, actor.organizationId, id, linkId))!;
  });
  // Turned off, or its expiry moved: every pass it gave is checked again.
  if (patch.isActive === false || patch.expiresAt !== undefined) {
    livePush.accessChanged(id, { linkId });
  }
  livePush.announce(id, 'links');
  livePush.announce(id, 'activity');
  return done;
};
