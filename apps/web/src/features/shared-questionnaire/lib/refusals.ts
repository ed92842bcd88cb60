import type { SharedLinkInfo } from '@rampart/contracts';
import { ApiError, errorMessage, fieldIssues } from '../../../lib/api-client.ts';

/** Why a link no longer opens: turned off, expired, or deleted while someone had it open. */
export type ClosedState = Exclude<SharedLinkInfo['state'], 'active'> | 'deleted';

export const CLOSED_TEXT: Record<ClosedState, { title: string; description: string }> = {
  inactive: {
    title: 'This link has been turned off',
    description: 'Whoever shared it turned it off. Ask them for a new link if you still need it.',
  },
  expired: {
    title: 'This link has expired',
    description: 'Its time is up. Ask whoever shared it for a new link if you still need it.',
  },
  deleted: {
    title: 'This link no longer exists',
    description: 'Whoever shared it deleted it. Ask them for a new link if you still need it.',
  },
};

/** 410: the link was turned off or ran out since the page opened. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 410;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** 401/403 on the questionnaire: the pass is no longer good (open the link again). */
export const isPassRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The server's own words for a refused password (wrong, missing, too many tries). */
export const passwordProblem = (error: unknown): string =>
  fieldIssues(error).find((i) => i.field === 'password')?.message ??
  (error instanceof ApiError && error.serverMessage ? error.serverMessage : errorMessage(error));
