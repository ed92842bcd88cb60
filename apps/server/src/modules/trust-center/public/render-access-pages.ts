import { esc, SAFE_PATH } from './html-escape.ts';
import { brandStyle, PAGE_STYLE } from './page-style.ts';

// The pages a visitor goes through to reach restricted files (issue 24 point 4), server-rendered
// like the trust page and readable without JavaScript: the request form, the answer after it,
// the NDA to accept, and what a link says once used or gone. Every visitor and owner string goes
// through `esc`; the only URLs are the trust centre's own paths.

export const homeOf = (basePath: string) => (SAFE_PATH.test(basePath) ? basePath || '/' : '/');

export type AccessPageFrame = { title: string; basePath: string; accent?: string };

/**
 * A visitor's page of the trust centre around `body`: the trust centre's name linking home, the
 * heading, its accent. Forms and their answers are never indexed; a public page of the trust
 * centre (a framework's requirements) may be.
 */
export const visitorShell = (
  frame: AccessPageFrame,
  heading: string,
  body: string,
  options: { indexable?: boolean } = {},
): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    options.indexable ? '' : '<meta name="robots" content="noindex, nofollow">',
    `<title>${esc(heading)} — ${esc(frame.title)}</title>`,
    `<style>${PAGE_STYLE}${brandStyle(frame.accent ?? '')}</style>`,
    '</head>',
    '<body>',
    '<a class="skip" href="#main">Skip to main content</a>',
    '<header class="top"><div class="wrap">',
    `<p class="kicker"><a href="${esc(homeOf(frame.basePath))}">${esc(frame.title)} · Trust centre</a></p>`,
    `<h1>${esc(heading)}</h1>`,
    '</div></header>',
    `<main id="main" tabindex="-1"><div class="wrap narrow">${body}</div></main>`,
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
const shell = visitorShell;

export type AccessFormValues = { name: string; email: string; company: string; reason: string };
export type AccessFormErrors = Partial<Record<keyof AccessFormValues, string>>;

const FIELDS: { key: keyof AccessFormValues; label: string; type: string; hint?: string }[] = [
  { key: 'name', label: 'Your name', type: 'text' },
  {
    key: 'email',
    label: 'Work email',
    type: 'email',
    hint: 'We send a link to this address to confirm it.',
  },
  { key: 'company', label: 'Company', type: 'text' },
  { key: 'reason', label: 'Why you need the documents (optional)', type: 'textarea' },
];

const AUTOCOMPLETE: Record<keyof AccessFormValues, string> = {
  name: 'name',
  email: 'email',
  company: 'organization',
  reason: 'off',
};

const field = (f: (typeof FIELDS)[number], value: string, error: string | undefined): string => {
  const id = `f-${f.key}`;
  const described = [f.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const aria = `${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  const required = f.key === 'reason' ? '' : ' required';
  const control =
    f.type === 'textarea'
      ? `<textarea id="${id}" name="${f.key}" maxlength="1000"${aria}>${esc(value)}</textarea>`
      : `<input id="${id}" name="${f.key}" type="${f.type}" value="${esc(value)}" autocomplete="${AUTOCOMPLETE[f.key]}" maxlength="${f.key === 'email' ? 254 : 160}"${required}${aria}>`;
  return [
    `<label for="${id}">${esc(f.label)}</label>`,
    f.hint ? `<p class="meta" id="${id}-hint">${esc(f.hint)}</p>` : '',
    control,
    error ? `<p class="field-error" id="${id}-error">${esc(error)}</p>` : '',
  ].join('');
};

/** The form a visitor fills in to ask for the restricted files. */
export const renderRequestForm = (
  frame: AccessPageFrame,
  o: { values: AccessFormValues; errors: AccessFormErrors; documents: string[] },
): string => {
  const list =
    o.documents.length > 0
      ? `<p>Approved visitors may download:</p><ul>${o.documents.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>`
      : '';
  const body = [
    `<p>${esc(frame.title)} shares some documents only with visitors it approves, under a non-disclosure agreement. Tell us who you are; we mail you a link to confirm your address.</p>`,
    list,
    Object.keys(o.errors).length > 0
      ? '<p class="field-error" role="alert">Some answers need another look: see below.</p>'
      : '',
    `<form class="ask" method="post" action="${esc(homeOf(frame.basePath).replace(/\/$/, ''))}/request" novalidate>`,
    FIELDS.map((f) => field(f, o.values[f.key], o.errors[f.key])).join(''),
    '<button class="button" type="submit">Request access</button>',
    '</form>',
  ].join('');
  return shell(frame, 'Request access', body);
};

/** The same answer for every request, so the form says nothing about an address. */
export const renderRequestSent = (frame: AccessPageFrame, email: string): string =>
  shell(
    frame,
    'Check your email',
    `<p>If ${esc(email)} can receive mail, a link to confirm it is on its way. Open it within 48 hours to read and accept the agreement.</p>` +
      `<p><a href="${esc(homeOf(frame.basePath))}">Back to the trust centre</a></p>`,
  );

/** The NDA to accept (or, with none, a confirmation), posted back to the same link. */
export const renderConfirmPage = (
  frame: AccessPageFrame,
  o: {
    action: string;
    name: string;
    nda: { version: number; text: string } | null;
    notice?: string;
    error?: string;
  },
): string => {
  const nda = o.nda
    ? `<h2 id="nda-title">Non-disclosure agreement, version ${o.nda.version}</h2>` +
      `<div class="nda" role="region" aria-labelledby="nda-title" tabindex="0">${esc(o.nda.text)}</div>` +
      `<div class="check"><input type="checkbox" id="accept" name="accept" value="yes" required${o.error ? ' aria-invalid="true" aria-describedby="accept-error"' : ''}>` +
      `<label for="accept">I have read the agreement and accept it on behalf of myself and my company.</label></div>` +
      (o.error ? `<p class="field-error" id="accept-error">${esc(o.error)}</p>` : '') +
      `<input type="hidden" name="ndaVersion" value="${o.nda.version}">`
    : '';
  const body = [
    o.notice ? `<p class="field-error" role="alert">${esc(o.notice)}</p>` : '',
    `<p>Thank you, ${esc(o.name)}. ${o.nda ? 'Read and accept the agreement to send your request.' : 'Confirm to send your request.'}</p>`,
    `<form class="ask" method="post" action="${esc(o.action)}" novalidate>`,
    nda,
    `<button class="button" type="submit">${o.nda ? 'Accept and send' : 'Confirm and send'}</button>`,
    '</form>',
  ].join('');
  return shell(frame, o.nda ? 'Accept the agreement' : 'Confirm your request', body);
};

const MESSAGES = {
  pending: [
    'Request sent',
    'Your address is confirmed and your request is with the team. You will get an email with your link when they approve it.',
  ],
  approved: [
    'Access approved',
    'Your request is approved. We mailed you your link: open it to see and download the documents.',
  ],
  done: [
    'Already confirmed',
    'This request was confirmed already. Check your email for what followed.',
  ],
  unmarkable: [
    'This document cannot be shared here',
    'Documents from this page carry your email address, and this one cannot be marked. Write to the organisation for a copy.',
  ],
  gone: [
    'This link does not work',
    'The link has expired, was used already, or was withdrawn. You can ask again from the trust centre.',
  ],
} as const;

/** What a visitor reads after confirming, or when a link no longer works. */
export const renderAccessMessage = (
  frame: AccessPageFrame,
  kind: keyof typeof MESSAGES,
): string => {
  const [heading, text] = MESSAGES[kind];
  return shell(
    frame,
    heading,
    `<p>${text}</p><p><a href="${esc(homeOf(frame.basePath))}">Back to the trust centre</a></p>`,
  );
};

/** The words of a refusal as a sentence: the import's messages carry no full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A questionnaire the page could not take (issue 24 point 5): why, in words (a file of the
 * wrong kind, too large, without questions, or past the day's limit), and the way back.
 */
export const renderQuestionnaireRefused = (
  frame: AccessPageFrame,
  o: { heading: string; reason: string },
): string =>
  shell(
    frame,
    o.heading,
    `<p>${esc(sentence(o.reason))} Nothing was sent.</p>` +
      `<p><a href="${esc(homeOf(frame.basePath))}#your-questionnaires">Back to the trust centre</a></p>`,
  );
