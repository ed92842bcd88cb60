import { queueMail, type Executor } from '@rampart/db';
import { formatDay } from '../public/format-values.ts';

// What the trust centre mails a visitor (issue 24 point 4), always through the outbox, written
// in the transaction that decided it. Plain text only: a visitor's own words never go in.

type TrustMail = { purpose: string; to: string; subject: string; body: string };

export const confirmRequestMail = (
  to: string,
  o: { title: string; link: string; hours: number },
): TrustMail => ({
  purpose: 'trust_confirm',
  to,
  subject: `Confirm your request to ${o.title}`,
  body:
    `Hello,\n\nSomeone, perhaps you, asked for access to the restricted documents of ` +
    `${o.title}'s trust centre with this email address.\n\n` +
    `To confirm it and continue, open this link within ${o.hours} hours:\n${o.link}\n\n` +
    `If it was not you, ignore this message: nothing is shared until the address is confirmed.`,
});

export const grantMail = (
  to: string,
  o: { title: string; link: string; until: Date; again?: boolean },
): TrustMail => ({
  purpose: 'trust_grant',
  to,
  subject: o.again
    ? `Your link to ${o.title}'s trust centre`
    : `Access to ${o.title}'s restricted documents`,
  body:
    `Hello,\n\n` +
    (o.again
      ? `Here is a new link to ${o.title}'s restricted documents; the one sent before no longer works.`
      : `${o.title} approved your request for its restricted documents.`) +
    `\n\nOpen them with this link, which works until ${formatDay(o.until.toISOString())}:\n${o.link}\n\n` +
    `The link is yours alone: documents you download carry your email address.`,
});

export const deniedMail = (to: string, o: { title: string; contactEmail: string }): TrustMail => ({
  purpose: 'trust_denied',
  to,
  subject: `Your request to ${o.title}`,
  body:
    `Hello,\n\n${o.title} did not approve your request for its restricted documents.` +
    (o.contactEmail ? `\n\nFor questions, write to ${o.contactEmail}.` : ''),
});

export const queueTrustMail = (
  tx: Executor,
  organizationId: string,
  mail: TrustMail,
  at: Date,
): Promise<string> => queueMail(tx, { organizationId, ...mail, at });

/** The answered questionnaire is on the page (issue 24 point 5). */
export const questionnaireReturnedMail = (
  to: string,
  o: { title: string; questionnaire: string; link: string; again: boolean },
): TrustMail => ({
  purpose: 'trust_questionnaire_returned',
  to,
  subject: `${o.title} answered your questionnaire`,
  body:
    `Hello,\n\n${o.title} answered your questionnaire ${o.questionnaire}: download it from ${o.link}\n\n` +
    (o.again ? 'This file replaces the one sent before.\n\n' : '') +
    `Open the trust centre with the sign-in link you were sent to see the download.`,
});
