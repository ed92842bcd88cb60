import { ownerAndAdminIds, type Executor } from '@rampart/db';
import { notifyMany, type NotifyInput } from '../notifications/notify.ts';

/** One notice for each owner and admin of the organisation: what only they can act on. */
export type TeamNotice = Omit<NotifyInput, 'organizationId' | 'userId'>;

/**
 * Tells the organisation's owners and admins, in the caller's transaction, each of the notices
 * (a visitor's request, a questionnaire received, an item no longer holding).
 */
export const tellOwnersAndAdmins = async (
  tx: Executor,
  organizationId: string,
  notices: TeamNotice[],
  now: Date,
): Promise<number> => {
  if (notices.length === 0) return 0;
  const people = await ownerAndAdminIds(tx, organizationId);
  const inputs = notices.flatMap((notice) =>
    people.map((userId) => ({ ...notice, organizationId, userId })),
  );
  return (await notifyMany(tx, inputs, now)).length;
};
