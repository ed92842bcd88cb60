import { TRUST_SUBSCRIBER_STATUS_LABELS, type TrustSubscriber } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';

// Subscribers to the page's updates (issue 24 point 6): double opt-in, so an address is mailed
// updates only once its owner confirmed it.

export const DOUBLE_OPT_IN =
  'People subscribe on your page and confirm by a mailed link; each mail has an unsubscribe link.';

export const NO_MAIL_SUBSCRIBE =
  'Mail is not set up, so nobody can subscribe: the page offers no form until it is.';

export const SUBSCRIBERS_EMPTY = 'Nobody has subscribed yet';
export const SUBSCRIBERS_EMPTY_HINT =
  'Visitors subscribe with the form on the page, and show here from the moment they ask.';

/** "12 confirmed subscribers". */
export const confirmedWords = (n: number): string =>
  `${formatNumber(n)} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** What a subscriber's row says under the address: where it stands and since when. */
export const subscriberParts = (
  s: Pick<TrustSubscriber, 'status' | 'createdAt' | 'confirmedAt'>,
): { status: string; since: string } => ({
  status: TRUST_SUBSCRIBER_STATUS_LABELS[s.status],
  since:
    s.status === 'confirmed' && s.confirmedAt
      ? `since ${formatDate(s.confirmedAt)}`
      : `asked on ${formatDate(s.createdAt)}`,
});
