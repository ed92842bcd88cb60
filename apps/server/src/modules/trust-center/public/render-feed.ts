import type { FrozenRequirement } from '@rampart/db';
import { esc, SAFE_PATH } from './html-escape.ts';
import { homeOf, visitorShell, type AccessPageFrame } from './render-access-pages.ts';
import { renderMarkdown } from './render-markdown.ts';
import type { PublicFramework, PublicUpdate } from './public-view.ts';

// The trust page's framework figures and their requirement pages, its updates feed and the
// pages of a subscription (issue 24 point 1). Every owner and visitor string goes through `esc`;
// the only URLs are the trust centre's own paths.

type FormatDay = (value: string | null) => string;
type DraftTag = (draft: boolean) => string;

/** A path of this site, never another origin. */
const OWN_PATH = /^\/[a-z0-9._~%/?=-]*$/i;
const ownPath = (href: string) => OWN_PATH.test(href) && !href.startsWith('//');

const pct = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}%`;

/** Each framework's frozen figure, dated, with a link to its requirements. */
export const frameworkCards = (
  frameworks: PublicFramework[],
  formatDay: FormatDay,
  draftTag: DraftTag,
): string =>
  `<ul class="cards">${frameworks
    .map((f) => {
      const counts = [
        `${f.met} met`,
        `${f.partlyMet} partly met`,
        `${f.notMet} not met`,
        f.notApplicable > 0 ? `${f.notApplicable} not applicable` : '',
      ].filter(Boolean);
      return (
        `<li><span class="name">${esc(f.name)}</span>` +
        (f.version ? ` <span class="meta">${esc(f.version)}</span>` : '') +
        draftTag(f.draft) +
        `<p class="figure"><strong>${pct(f.percentMet)}</strong> of applicable requirements met</p>` +
        `<p class="meta">${counts.join(' · ')}</p>` +
        `<p class="meta">As of ${formatDay(f.asOf)}</p>` +
        (ownPath(f.href)
          ? `<p><a href="${esc(f.href)}">Status of each requirement<span class="sr-only"> of ${esc(f.name)}</span></a></p>`
          : '') +
        '</li>'
      );
    })
    .join('')}</ul>`;

/** The subscribe form, then the newest updates, each with its date. */
export const updatesBody = (
  o: { updates: PublicUpdate[]; subscribeAction: string | null },
  formatDay: FormatDay,
): string => {
  const form =
    o.subscribeAction && ownPath(o.subscribeAction)
      ? `<form class="subscribe ask" method="post" action="${esc(o.subscribeAction)}">` +
        '<label for="subscribe-email">Get these updates by email</label>' +
        '<div class="inline"><input id="subscribe-email" name="email" type="email" autocomplete="email" maxlength="254" required aria-describedby="subscribe-hint">' +
        '<button class="button" type="submit">Subscribe</button></div>' +
        '<p class="meta" id="subscribe-hint">We mail a link to confirm the address first. Every update carries a link to unsubscribe.</p>' +
        '</form>'
      : '';
  const posts = o.updates.map(
    (u) =>
      `<article class="update"><h3>${esc(u.title)}</h3>` +
      `<p class="meta"><time datetime="${esc(u.publishedAt)}">${formatDay(u.publishedAt)}</time></p>` +
      `<div class="md">${renderMarkdown(u.body, 4)}</div></article>`,
  );
  return form + (posts.length > 0 ? posts.join('') : '<p class="meta">No updates yet.</p>');
};

const STATUS: Record<string, [string, string]> = {
  met: ['Met', 'ok'],
  partly_met: ['Partly met', 'wip'],
  not_met: ['Not met', 'no'],
  not_applicable: ['Not applicable', 'no'],
};

/**
 * A framework's requirements as the snapshot froze them, grouped as the framework groups them:
 * code, title and status only.
 */
export const renderFrameworkPage = (
  frame: AccessPageFrame,
  o: {
    name: string;
    version: string;
    asOf: string;
    percentMet: number;
    requirements: FrozenRequirement[];
    preview: boolean;
  },
  formatDay: FormatDay,
): string => {
  const groups = new Map<string, FrozenRequirement[]>();
  for (const r of o.requirements) {
    const list = groups.get(r.group) ?? [];
    list.push(r);
    groups.set(r.group, list);
  }
  const item = (r: FrozenRequirement) => {
    const [label, tone] = STATUS[r.status] ?? ['Not met', 'no'];
    return `<li><span class="code">${esc(r.code)}</span>${esc(r.title)} <span class="tag ${tone}">${label}</span></li>`;
  };
  const lists = [...groups].map(
    ([group, list]) =>
      (group ? `<h2>${esc(group)}</h2>` : '') + `<ul class="reqs">${list.map(item).join('')}</ul>`,
  );
  const home = homeOf(frame.basePath);
  const body = [
    o.preview ? '<p class="preview">Preview: this framework may not be published yet.</p>' : '',
    `<p class="figure"><strong>${pct(o.percentMet)}</strong> of applicable requirements met, as of ${formatDay(o.asOf)}.</p>`,
    '<p class="meta">The status of each requirement as it stood on that day, from the controls that serve it, their tests and evidence.</p>',
    lists.join(''),
    `<p><a href="${esc(home)}#frameworks">Back to the trust centre</a></p>`,
  ];
  const heading = o.version ? `${o.name} ${o.version}` : o.name;
  return visitorShell(frame, heading, body.join(''), { indexable: !o.preview });
};

const back = (frame: AccessPageFrame) =>
  SAFE_PATH.test(frame.basePath)
    ? `<p><a href="${esc(homeOf(frame.basePath))}#updates">Back to the trust centre</a></p>`
    : '';

/** The same answer for every address, so the form says nothing about who subscribed. */
export const renderSubscribeSent = (frame: AccessPageFrame, email: string): string =>
  visitorShell(
    frame,
    'Check your email',
    `<p>If ${esc(email)} can receive mail, a link to confirm the subscription is on its way. Nothing is sent to it until it is confirmed.</p>${back(frame)}`,
  );

/** The subscribe form again, with what was wrong. */
export const renderSubscribeError = (
  frame: AccessPageFrame,
  o: { action: string; email: string; error: string },
): string =>
  visitorShell(
    frame,
    'Subscribe to updates',
    `<form class="ask" method="post" action="${esc(o.action)}" novalidate>` +
      '<label for="subscribe-email">Email address</label>' +
      `<input id="subscribe-email" name="email" type="email" autocomplete="email" maxlength="254" value="${esc(o.email)}" required aria-invalid="true" aria-describedby="subscribe-error">` +
      `<p class="field-error" id="subscribe-error">${esc(o.error)}</p>` +
      '<button class="button" type="submit">Subscribe</button></form>' +
      back(frame),
  );

/**
 * A link's page: a button to confirm (or to unsubscribe), posted back to the same address. A
 * GET changes nothing, so a mail scanner following the link subscribes or unsubscribes nobody.
 */
export const renderSubscriptionAction = (
  frame: AccessPageFrame,
  o: { action: string; kind: 'confirm' | 'unsubscribe'; email: string },
): string =>
  o.kind === 'confirm'
    ? visitorShell(
        frame,
        'Confirm your subscription',
        `<p>Confirm that ${esc(o.email)} should receive ${esc(frame.title)}’s security updates.</p>` +
          `<form method="post" action="${esc(o.action)}"><button class="button" type="submit">Confirm</button></form>`,
      )
    : visitorShell(
        frame,
        'Unsubscribe',
        `<p>Stop sending ${esc(frame.title)}’s security updates to ${esc(o.email)}?</p>` +
          `<form method="post" action="${esc(o.action)}"><button class="button" type="submit">Unsubscribe</button></form>`,
      );

const MESSAGES = {
  confirmed: [
    'You are subscribed',
    'You will get an email when a security update is posted. Each one has a link to unsubscribe.',
  ],
  unsubscribed: ['Unsubscribed', 'This address will get no more updates from this trust centre.'],
  gone: [
    'This link does not work',
    'The link has expired or was used already. You can subscribe again from the trust centre.',
  ],
} as const;

export const renderSubscriptionMessage = (
  frame: AccessPageFrame,
  kind: keyof typeof MESSAGES,
): string => {
  const [heading, text] = MESSAGES[kind];
  return visitorShell(frame, heading, `<p>${text}</p>${back(frame)}`);
};
