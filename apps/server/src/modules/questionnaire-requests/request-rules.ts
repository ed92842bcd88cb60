// Where a request stands and what each side may do to it. Time is passed in.
import {
  QUESTIONNAIRE_REQUEST_LIMITS as L,
  type QuestionnaireRequestStatus,
  type RequestItemStatus,
  type RequestProgress,
} from '@rampart/contracts';

const DAY_MS = 86_400_000;

/** Before the first submission every answer is open; after it only the reopened ones. */
const ANSWERING: readonly QuestionnaireRequestStatus[] = ['sent', 'in_progress'];
const SUBMITTABLE: readonly QuestionnaireRequestStatus[] = [
  ...ANSWERING,
  'clarification_requested',
];
const REVIEWABLE: readonly QuestionnaireRequestStatus[] = ['submitted', 'clarification_requested'];

export const defaultExpiry = (now: Date): Date =>
  new Date(now.getTime() + L.defaultExpiryDays * DAY_MS);

/** An expiry must be ahead of now and at most a year ahead; the problem, or null. */
export const expiryProblem = (expiresAt: Date, now: Date): string | null => {
  if (expiresAt.getTime() <= now.getTime()) return 'The expiry must be in the future';
  if (expiresAt.getTime() > now.getTime() + L.maxExpiryDays * DAY_MS) {
    return `The expiry is at most ${L.maxExpiryDays} days ahead`;
  }
  return null;
};

export const isExpired = (row: { expiresAt: Date }, now: Date): boolean =>
  row.expiresAt.getTime() <= now.getTime();

/**
 * The recipient may change this answer now: anything before submitting; after it, while a
 * clarification is asked, the reopened answers and the questions still unanswered (one the
 * clarified answer newly shows must be answerable, or the response could never be submitted).
 */
export const recipientMayEdit = (
  status: QuestionnaireRequestStatus,
  itemStatus: RequestItemStatus | undefined,
  answered: boolean,
): boolean =>
  ANSWERING.includes(status) ||
  (status === 'clarification_requested' && (itemStatus === 'clarification_requested' || !answered));

export const recipientMaySubmit = (status: QuestionnaireRequestStatus): boolean =>
  SUBMITTABLE.includes(status);

/** Answers can be accepted or questioned once the recipient has submitted them. */
export const teamMayReview = (status: QuestionnaireRequestStatus): boolean =>
  REVIEWABLE.includes(status);

/** Findings are raised on answers the recipient submitted (accepted ones too). */
export const teamMayRaiseFinding = (status: QuestionnaireRequestStatus): boolean =>
  REVIEWABLE.includes(status) || status === 'accepted';

export const teamMayAccept = (status: QuestionnaireRequestStatus): boolean =>
  status === 'submitted';

/** A revoked link stays revoked; an accepted response is closed, its link no longer matters. */
export const teamMayRevoke = (status: QuestionnaireRequestStatus): boolean =>
  status !== 'revoked' && status !== 'accepted';

export const teamMayExtend = (status: QuestionnaireRequestStatus): boolean =>
  status !== 'revoked' && status !== 'accepted';

/** Required questions answered, as counts and a whole percent (100 only when all are). */
export const progressOf = (answered: number, required: number): RequestProgress => ({
  answered,
  required,
  percent: required === 0 ? 100 : Math.floor((answered * 100) / required),
});

/** A conversation on one answer stays readable (and the row bounded). */
export const NOTES_PER_ITEM_MAX = 200;
