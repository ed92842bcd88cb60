import type { ShareLinkType } from '@rampart/contracts';

/** What each link type lets its holder do, as the Links tab and the link page say it. */
export const LINK_TYPE_LABELS: Record<ShareLinkType, string> = {
  view: 'View',
  comment: 'Comment',
  edit: 'Edit',
};

export const LINK_TYPE_HINTS: Record<ShareLinkType, string> = {
  view: 'Holders read the questionnaire as it is edited.',
  comment: 'Holders read it live and may comment where comments are open to links.',
  edit: 'Holders edit the questions with you while it is a draft.',
};

/** An expiry day as the API takes it: the link works to the end of that day (UTC). */
export const endOfDayUtc = (day: string): string => `${day}T23:59:59Z`;
