import { incomingDocumentName } from '@rampart/contracts';
import type { LivePush } from '../../platform/live-push/live-push.ts';

// Those with a customer questionnaire open hear of each change to its answers, comments and
// details, after the change is committed, and refetch (issue 22 point 5: the review is live).

/** Tells the questionnaire's open screens that its answers (or an answer's comments) changed. */
export const announceReview = (
  livePush: LivePush | undefined,
  id: string,
  resource: 'answers' | 'comments' = 'answers',
): void => livePush?.announce(incomingDocumentName(id), resource);
