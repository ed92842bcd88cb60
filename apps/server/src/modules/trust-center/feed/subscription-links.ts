import { createHmac, timingSafeEqual } from 'node:crypto';
import { queueMail, type Executor } from '@rampart/db';

// The links of a subscription to a trust centre's updates (issue 24 point 1). The confirmation
// link carries a random token kept only as a hash (trust-links.ts); the unsubscribe link in
// every update names the subscriber and carries an HMAC of it under the server's secret, so it
// needs no stored token, works for as long as the subscription does, and cannot be made for
// another subscriber.

const UNSUBSCRIBE_TOKEN = /^(tsb_[A-Za-z0-9_-]{1,60})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, subscriberId: string) =>
  createHmac('sha256', secret).update(`trust-unsubscribe:${subscriberId}`).digest('base64url');

export const unsubscribeToken = (secret: string, subscriberId: string): string =>
  `${subscriberId}.${mac(secret, subscriberId)}`;

/** The subscriber an unsubscribe token names, when its HMAC holds; else null. */
export const subscriberOfToken = (secret: string, token: string): string | null => {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match) return null;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(secret, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
};

export const confirmSubscriptionMail = (
  tx: Executor,
  o: { organizationId: string; to: string; title: string; link: string; hours: number; at: Date },
) =>
  queueMail(tx, {
    organizationId: o.organizationId,
    purpose: 'trust_subscribe_confirm',
    to: o.to,
    subject: `Confirm your subscription to ${o.title}'s security updates`,
    body:
      `Hello,\n\nSomeone, perhaps you, asked for ${o.title}'s security updates to be sent to ` +
      `this address.\n\nTo confirm, open this link within ${o.hours} hours:\n${o.link}\n\n` +
      `If it was not you, ignore this message: nothing more will be sent.`,
    at: o.at,
  });

/**
 * An update as mailed to one subscriber: plain text (the markdown as written), with the
 * unsubscribe link in the body and in List-Unsubscribe, one click (RFC 8058) included.
 */
export const updateMail = (
  tx: Executor,
  o: {
    organizationId: string;
    to: string;
    title: string;
    update: { title: string; body: string };
    pageUrl: string;
    unsubscribeUrl: string;
    at: Date;
  },
) =>
  queueMail(tx, {
    organizationId: o.organizationId,
    purpose: 'trust_update',
    to: o.to,
    subject: `${o.title}: ${o.update.title}`,
    body:
      `${o.update.title}\n\n${o.update.body}\n\n` +
      `Read it on ${o.title}'s trust centre: ${o.pageUrl}#updates\n\n` +
      `You receive this because you subscribed to ${o.title}'s security updates. ` +
      `To stop them: ${o.unsubscribeUrl}`,
    headers: {
      'List-Unsubscribe': `<${o.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    at: o.at,
  });
