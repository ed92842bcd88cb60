import type { LivePush } from '../../platform/live-push/live-push.ts';

/**
 * After a change commits: the questionnaire's open screens refetch its requests, and its
 * activity when the change wrote an entry there.
 */
export const announceRequestChange = (
  livePush: LivePush,
  questionnaireId: string,
  { activity }: { activity: boolean },
): void => {
  livePush.announce(questionnaireId, 'requests');
  if (activity) livePush.announce(questionnaireId, 'activity');
};
