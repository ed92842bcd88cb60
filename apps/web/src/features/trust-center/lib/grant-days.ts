import { approveTrustRequestBodySchema, TRUST_GRANT_DAYS_MAX } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';

// How long an approved visitor keeps access: typed in the settings (the default) and in the
// approve dialog (this one visitor), checked by the contract's own rules.

const DAY_MS = 86_400_000;

export const GRANT_DAYS_HINT = `From 1 to ${TRUST_GRANT_DAYS_MAX} days.`;
const NOT_A_NUMBER = `Give a number of days, from 1 to ${TRUST_GRANT_DAYS_MAX}`;

/** The number typed in a days field; NaN for anything that is not a number. */
export const daysOf = (text: string): number =>
  /^\s*\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;

/** The contract's message for a days field, in words for a value that is not a number at all. */
export const daysMessage = (text: string, message: string): string =>
  Number.isNaN(daysOf(text)) ? NOT_A_NUMBER : message;

/** The days to approve a request for, or why not. */
export const checkGrantDays = (text: string): { days: number } | { error: string } => {
  const checked = approveTrustRequestBodySchema.safeParse({ days: daysOf(text) });
  if (checked.success && checked.data.days !== undefined) return { days: checked.data.days };
  return { error: daysMessage(text, checked.error?.issues[0]?.message ?? NOT_A_NUMBER) };
};

/** When a grant of `days` given at `now` ends: "Until Jun 17, 2026"; nothing for a bad number. */
export const grantEndWords = (text: string, now: number): string | null => {
  const checked = checkGrantDays(text);
  return 'days' in checked ? `Until ${formatDate(new Date(now + checked.days * DAY_MS))}` : null;
};

/** "30 days", "1 day". */
export const daysWords = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
