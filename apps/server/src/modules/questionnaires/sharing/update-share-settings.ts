import type { ShareVisibility, UpdateShareSettingsBody } from '@rampart/contracts';
import {
  approveWaitingQuestionnaireMembers,
  findQuestionnaire,
  lockQuestionnaire,
  updateQuestionnaireRow,
  type Db,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { forbidden, notFound } from '../../../errors.ts';
import { questionnaireAccess, type QuestionnaireAccess } from '../questionnaire-access.ts';
import { presentShareSettings } from './sharing.presenter.ts';
import { recordSharing } from './sharing-record.ts';

const MADE: Record<ShareVisibility, string> = {
  private: 'made the questionnaire private',
  organization: 'shared the questionnaire with the organisation',
  public: 'made the questionnaire public',
};

const changes = (before: Record<string, unknown>, patch: Record<string, unknown>) =>
  Object.keys(patch).filter((k) => patch[k] !== before[k]);

/**
 * §3 Share settings (who in the organisation sees it, approval of invitations, downloads,
 * watermark), for those with the `admin` permission ('Sharing Updated'). Turning approval off
 * lets the invitations that waited for it go ahead.
 */
export const updateShareSettings = async ({
  db,
  livePush,
  actor,
  id,
  patch,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  patch: UpdateShareSettingsBody;
  now?: Date;
}): Promise<{
  questionnaire: QuestionnaireRecord;
  access: QuestionnaireAccess;
  visibilityChanged: boolean;
}> => {
  const done = await db.transaction(async (tx) => {
    const before = await lockQuestionnaire(tx, actor.organizationId, id);
    const access = before ? await questionnaireAccess(tx, actor, before) : null;
    if (!before || !access) throw notFound('Questionnaire');
    if (!access.permissions.includes('admin')) throw forbidden();
    const was = presentShareSettings(before);
    const changed = changes(was, patch);
    if (changed.length > 0) {
      await updateQuestionnaireRow(tx, actor.organizationId, id, patch);
      const approved =
        was.requiresApproval && patch.requiresApproval === false
          ? await approveWaitingQuestionnaireMembers(
              tx,
              actor.organizationId,
              id,
              actor.userId,
              now,
            )
          : [];
      const visibility = patch.visibility ?? was.visibility;
      await recordSharing(tx, actor, id, {
        action: 'questionnaire.sharing_updated',
        description: changed.includes('visibility')
          ? `${actor.name} ${MADE[visibility]}`
          : `${actor.name} changed the sharing settings`,
        before: was,
        after: { ...was, ...patch, approvedInvitations: approved },
      });
    }
    return {
      questionnaire: (await findQuestionnaire(tx, actor.organizationId, id))!,
      access,
      visibilityChanged: changed.includes('visibility'),
    };
  });
  if (done.visibilityChanged) livePush.accessChanged(id);
  livePush.announce(id, 'questionnaire');
  livePush.announce(id, 'members');
  livePush.announce(id, 'activity');
  return done;
};
