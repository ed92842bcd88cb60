import type { CollaborationHub } from '../../collaboration/hub.ts';

/**
 * After a change commits: the questionnaire's open screens refetch its requests, and its
 * activity when the change wrote an entry there.
 */
export const announceRequestChange = (
  collaboration: CollaborationHub,
  questionnaireId: string,
  { activity }: { activity: boolean },
): void => {
  collaboration.announce(questionnaireId, 'requests');
  if (activity) collaboration.announce(questionnaireId, 'activity');
};
