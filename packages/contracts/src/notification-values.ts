// Zod-free (decision 008): the notification vocabulary, read by the web app's shell (the bell)
// in its first load. The schemas built on it are in notifications.ts.

/**
 * What a person is told about. `expiring` covers any dated record about to lapse (evidence
 * today, documents later), told apart by the notification's entity type.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'mention',
  'test_due',
  'test_overdue',
  'expiring',
  'finding_overdue',
  'report_ready',
  'webhook_disabled',
  'trust_held_back',
  'trust_access_requested',
  'trust_questionnaire_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<
  NotificationKind,
  { label: string; description: string }
> = {
  assigned: {
    label: 'Assigned to you',
    description: 'A risk, control, control test, finding or questionnaire section is given to you.',
  },
  mention: { label: 'Mentions', description: 'Someone @mentions you in a comment.' },
  test_due: { label: 'Control test due', description: 'A control test of yours is due in 7 days.' },
  test_overdue: {
    label: 'Control test overdue',
    description: 'A control test of yours passed its date.',
  },
  expiring: {
    label: 'About to expire',
    description: 'Evidence or a document you look after expires within 30 days.',
  },
  finding_overdue: {
    label: 'Finding overdue',
    description: 'A finding you own passed its due date and is not resolved.',
  },
  report_ready: { label: 'Report ready', description: 'A scheduled report has been produced.' },
  webhook_disabled: {
    label: 'Webhook switched off',
    description: 'A webhook of your organization failed for three days and was switched off.',
  },
  trust_held_back: {
    label: 'Trust centre item held back',
    description:
      'Something published on the trust centre stopped holding (a certification lapsed, a control failed its test), so the page no longer claims it.',
  },
  trust_access_requested: {
    label: 'Trust centre access requested',
    description:
      'A visitor confirmed their email and accepted the NDA, and waits for you to approve or deny their request for restricted documents.',
  },
  trust_questionnaire_received: {
    label: 'Questionnaire from the trust centre',
    description:
      'An approved visitor sent a questionnaire through the trust centre; its answers are being drafted for your review.',
  },
};

/** Days before a scheduled control test that its assignee is told it is coming. */
export const TEST_DUE_NOTICE_DAYS = 7;
/** Days before evidence (or a document) expires that its people are told. */
export const EXPIRY_NOTICE_DAYS = 30;
/** The hour (UTC) from which a day's digest goes to those who chose one. */
export const DIGEST_HOUR_UTC = 7;

/** The stream's event carrying the unread count: `event: unread`, `data: {"unread":3}`. */
export const NOTIFICATION_STREAM_EVENT = 'unread';

/** The bell's accessible name: "Notifications, 3 unread" (just "Notifications" at none). */
export const notificationBellLabel = (unread: number): string =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
