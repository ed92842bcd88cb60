import type { TrustAccessRequest, TrustGrant } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';
import { readerTimeZone, relativeTime } from '../../../lib/relative-time.ts';

// Visitors' requests for the restricted files and the grants that let them in (issue 24 point
// 4), as the team reads them: who, what they accepted, what was decided, and until when.

/**
 * A moment in the middle of a sentence: "just now", "5 min ago", "at 14:05" today,
 * "on May 17, 11:00" or "on May 17, 2025" on an earlier day.
 */
export const whenWords = (iso: string, now: number, timeZone = readerTimeZone()): string => {
  const shown = relativeTime(iso, now, timeZone);
  if (shown === 'just now' || shown.endsWith(' ago') || shown === '—') return shown;
  return /^\d{2}:\d{2}$/.test(shown) ? `at ${shown}` : `on ${shown}`;
};

/** Who asked, under their name: "Acme Ltd · ann@acme.test". */
export const requesterLine = (person: Pick<TrustAccessRequest, 'company' | 'email'>): string =>
  [person.company.trim(), person.email].filter(Boolean).join(' · ');

/** What was decided, by whom and when; null while nothing is. */
const decisionWords = (
  r: Pick<TrustAccessRequest, 'status' | 'autoApproved' | 'decidedAt' | 'decidedBy'>,
  now: number,
  timeZone: string,
): string | null => {
  if ((r.status !== 'approved' && r.status !== 'denied') || !r.decidedAt) return null;
  const when = whenWords(r.decidedAt, now, timeZone);
  if (r.status === 'approved' && r.autoApproved) return `Approved automatically ${when}`;
  const verb = r.status === 'approved' ? 'Approved' : 'Denied';
  return r.decidedBy ? `${verb} by ${r.decidedBy.name} ${when}` : `${verb} ${when}`;
};

/**
 * A request's story under its name, a part each: when it was asked, the NDA version accepted
 * (or that the email was confirmed with none in force), and the decision.
 */
export const requestSteps = (
  r: Pick<
    TrustAccessRequest,
    'status' | 'nda' | 'autoApproved' | 'createdAt' | 'confirmedAt' | 'decidedAt' | 'decidedBy'
  >,
  now: number,
  timeZone = readerTimeZone(),
): string[] => {
  const steps = [`Asked ${whenWords(r.createdAt, now, timeZone)}`];
  if (r.nda) {
    steps.push(
      `Accepted the NDA (version ${r.nda.version}) ${whenWords(r.nda.acceptedAt, now, timeZone)}`,
    );
  } else if (r.confirmedAt) {
    steps.push(`Confirmed the email ${whenWords(r.confirmedAt, now, timeZone)}, no NDA in force`);
  }
  const decision = decisionWords(r, now, timeZone);
  if (decision) steps.push(decision);
  return steps;
};

/** How long a grant lasts or lasted: "Until Jun 17, 2026", "Ended …", "Revoked by Ann …". */
export const grantPeriod = (
  g: Pick<TrustGrant, 'state' | 'expiresAt' | 'revokedAt' | 'revokedBy'>,
  now: number,
  timeZone = readerTimeZone(),
): string => {
  if (g.state === 'active') return `Until ${formatDate(g.expiresAt)}`;
  if (g.state === 'expired' || !g.revokedAt) return `Ended ${formatDate(g.expiresAt)}`;
  const when = whenWords(g.revokedAt, now, timeZone);
  return g.revokedBy ? `Revoked by ${g.revokedBy.name} ${when}` : `Revoked ${when}`;
};

/** "Last signed in at 14:05", or "Never signed in". */
export const lastSignIn = (
  g: Pick<TrustGrant, 'lastUsedAt'>,
  now: number,
  timeZone = readerTimeZone(),
): string =>
  g.lastUsedAt ? `Last signed in ${whenWords(g.lastUsedAt, now, timeZone)}` : 'Never signed in';

/** "No downloads", "1 download", "1,204 downloads". */
export const downloadsWords = (n: number): string =>
  n === 0 ? 'No downloads' : `${formatNumber(n)} ${n === 1 ? 'download' : 'downloads'}`;

/** The card's count of requests waiting: "2 waiting for you"; null for none. */
export const waitingWords = (pending: number): string | null =>
  pending > 0 ? `${formatNumber(pending)} waiting for you` : null;
