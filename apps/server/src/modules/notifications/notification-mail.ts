// The mails of notifications: one per notification, or one a day listing them (the digest).
import type { OutgoingNotification } from '@rampart/db';
import type { Mail } from '../../platform/mail/mailer.ts';
import { shortDay } from './notification-links.ts';

const SETTINGS_PATH = '/dashboard/settings/profile';

const footer = (publicUrl: string) =>
  `You can choose which notifications reach you by email in your profile: ${publicUrl}${SETTINGS_PATH}`;

export const notificationMail = (publicUrl: string, n: OutgoingNotification): Mail => ({
  to: n.email,
  subject: n.title,
  text: [
    n.title,
    n.body ? `\n${n.body}` : '',
    n.link ? `\nOpen it in Rampart: ${publicUrl}${n.link}` : '',
    `\n--\n${footer(publicUrl)}\n`,
  ].join('\n'),
});

/** One mail listing the notifications (oldest first) the person chose to get once a day. */
export const digestMail = (publicUrl: string, rows: OutgoingNotification[], day: string): Mail => {
  const first = rows[0]!;
  const count = `${rows.length} notification${rows.length === 1 ? '' : 's'}`;
  return {
    to: first.email,
    subject: `Your Rampart digest for ${shortDay(day)}: ${count}`,
    text: [
      `Hello ${first.name},`,
      '',
      `Here is what happened since your last digest (${count}):`,
      '',
      ...rows.map((n) =>
        [
          `- ${n.title}`,
          n.body ? `  ${n.body.replace(/\n/g, '\n  ')}` : '',
          n.link ? `  ${publicUrl}${n.link}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
      '',
      `--\n${footer(publicUrl)}\n`,
    ].join('\n'),
  };
};
