// The time-driven notifications, swept by every process (notification-jobs.ts): control tests due
// soon and overdue, evidence and documents about to expire, findings past their due date.
import {
  EXPIRY_NOTICE_DAYS,
  FINDING_DONE_STATUSES,
  TEST_DUE_NOTICE_DAYS,
  type NotificationKind,
} from '@rampart/contracts';
import {
  dueTestCandidates,
  expireStaleEmails,
  expiringDocumentCandidates,
  expiringEvidenceCandidates,
  overdueFindingCandidates,
  overdueTestCandidates,
  tryNotificationSweepLock,
  type Db,
  type SweepCandidate,
} from '@rampart/db';
import {
  deliverPendingEmails,
  EMAIL_MAX_AGE_MS,
  sendDigests,
  type NotificationMailDeps,
} from './deliver-email.ts';
import { controlLink, placeLink, shortDay } from './notification-links.ts';
import { notifyMany, type NotifyInput } from './notify.ts';

export const NOTIFICATION_SWEEP_MS = 5 * 60_000;
/** Events of each kind taken per sweep; the rest wait for the next one. */
export const SWEEP_BATCH = 500;
const DAY_MS = 86_400_000;

const input = (
  c: SweepCandidate,
  kind: NotificationKind,
  entityType: string,
  title: string,
  link: string | null,
): NotifyInput => ({
  organizationId: c.organizationId,
  userId: c.userId,
  kind,
  title,
  link,
  entityType,
  entityId: c.entityId,
  eventKey: c.eventKey,
});

/**
 * One sweep, safe from any number of processes: the notifications that time has brought, then
 * the outbox drained and the digests due sent, by whichever process gets there first.
 */
export const sweepNotifications = async (
  deps: NotificationMailDeps,
  now: Date,
): Promise<{ notified: number; mailed: number }> => {
  const notified = await notifyTimedEvents(deps.db, now);
  const mailed = (await deliverPendingEmails(deps, { now })) + (await sendDigests(deps, now));
  return { notified, mailed };
};

/**
 * Writes the notifications of the events time has brought (tests due and overdue, evidence
 * expiring, findings overdue). The advisory lock lets one sweeper in at a time and each event's
 * key (unique per person) makes a second notice of it impossible anyway. Returns how many.
 */
export const notifyTimedEvents = async (db: Db, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    if (!(await tryNotificationSweepLock(tx))) return 0;
    const window = { now, limit: SWEEP_BATCH };
    const soon = { ...window, until: new Date(now.getTime() + TEST_DUE_NOTICE_DAYS * DAY_MS) };
    const expiry = { ...window, until: new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS) };
    const inputs: NotifyInput[] = [];
    for (const c of await dueTestCandidates(tx, soon)) {
      const title = `The test of “${c.title}” is due ${shortDay(c.day)}`;
      inputs.push(input(c, 'test_due', 'control_test', title, controlLink(c.controlId!)));
    }
    for (const c of await overdueTestCandidates(tx, window)) {
      const title = `The test of “${c.title}” is overdue: it was due ${shortDay(c.day)}`;
      inputs.push(input(c, 'test_overdue', 'control_test', title, controlLink(c.controlId!)));
    }
    for (const c of await expiringEvidenceCandidates(tx, expiry)) {
      const title = `Evidence “${c.title}” expires ${shortDay(c.day)}`;
      inputs.push(input(c, 'expiring', 'evidence', title, placeLink(c)));
    }
    for (const c of await expiringDocumentCandidates(tx, expiry)) {
      const title = `Document “${c.title}” expires ${shortDay(c.day)}`;
      inputs.push(input(c, 'expiring', 'document', title, `/dashboard/documents/${c.entityId}`));
    }
    const findings = { ...window, doneStatuses: FINDING_DONE_STATUSES };
    for (const c of await overdueFindingCandidates(tx, findings)) {
      const title = `Finding “${c.title}” is past its due date (${shortDay(c.day)})`;
      inputs.push(input(c, 'finding_overdue', 'finding', title, placeLink(c)));
    }
    await expireStaleEmails(tx, {
      pendingBefore: new Date(now.getTime() - EMAIL_MAX_AGE_MS),
      digestBefore: new Date(now.getTime() - 2 * DAY_MS),
    });
    return (await notifyMany(tx, inputs, now)).length;
  });
