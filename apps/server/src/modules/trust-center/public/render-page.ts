import { esc, SAFE_PATH } from './html-escape.ts';
import { EMAIL, formatDay, httpsHref } from './format-values.ts';
import { brandStyle, PAGE_STYLE } from './page-style.ts';
import { frameworkCards, updatesBody } from './render-feed.ts';
import { renderMarkdown } from './render-markdown.ts';
import { documentList, downloadLink, restrictedNote } from './render-files.ts';
import { visitorQuestionnaires } from './render-questionnaires.ts';
import type {
  PublicCertification,
  PublicControlCategory,
  PublicFaq,
  PublicSubprocessor,
  TrustPageView,
} from './public-view.ts';

// A trust centre as one HTML document, readable without JavaScript (issue 24). Every string
// from the view is owner or visitor text: it goes through `esc`, and the only URLs in attributes
// are ones built here from checked parts (https:, mailto:, the page's own paths and anchors).

const draftTag = (draft: boolean) => (draft ? ' <span class="tag draft">Draft</span>' : '');

const section = (id: string, heading: string, body: string) =>
  `<section id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${heading}</h2>${body}</section>`;

const certification = (c: PublicCertification, requestHref: string | null): string => {
  const lines = [
    c.issuer && `<p class="meta">${esc(c.issuer)}</p>`,
    c.number && `<p class="meta">Certificate ${esc(c.number)}</p>`,
    formatDay(c.issuedOn) && `<p class="meta">Issued ${formatDay(c.issuedOn)}</p>`,
    formatDay(c.validUntil) && `<p>Valid until ${formatDay(c.validUntil)}</p>`,
    formatDay(c.periodStart) &&
      formatDay(c.periodEnd) &&
      `<p>Report period ${formatDay(c.periodStart)} – ${formatDay(c.periodEnd)}</p>`,
    c.scope && `<p class="text meta">${esc(c.scope)}</p>`,
    c.download && downloadLink(esc, 'Download the certificate', c.download),
    !c.download && c.restricted && restrictedNote(esc, requestHref),
  ];
  // Only held certifications stand on the page; the tag says so beside the name, so the claim
  // reads on its own line ("ISO/IEC 27001 Held") however far down the list the card is.
  const held = ' <span class="tag ok">Held</span>';
  return `<li><span class="name">${esc(c.name)}</span>${held}${draftTag(c.draft)}${lines.filter(Boolean).join('')}</li>`;
};

const controlCategory = (category: PublicControlCategory): string => {
  const items = category.controls.map((c) => {
    // A space before each tag: the name and the status read as two words, not one.
    const status = c.inPlace
      ? ' <span class="tag ok">In place</span>'
      : ' <span class="tag wip">In progress</span>';
    const description = c.description && `<p class="text">${esc(c.description)}</p>`;
    return `<li><span class="name">${esc(c.title)}</span>${status}${draftTag(c.draft)}${description}</li>`;
  });
  return `<h3>${esc(category.name)}</h3><ul class="controls">${items.join('')}</ul>`;
};

const subprocessorRow = (s: PublicSubprocessor): string => {
  const href = httpsHref(s.website);
  const name = href
    ? `<a href="${esc(href)}" rel="nofollow ugc noopener">${esc(s.name)}</a>`
    : esc(s.name);
  const cells = [esc(s.purpose), esc(s.location), formatDay(s.since)];
  return `<tr><th scope="row">${name}${draftTag(s.draft)}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
};

const subprocessorTable = (rows: PublicSubprocessor[]): string =>
  // Focusable and named so a keyboard user can scroll it when it is wider than a phone.
  `<div class="table-wrap" role="region" aria-labelledby="subprocessors-caption" tabindex="0">` +
  `<table><caption id="subprocessors-caption">Companies that process data on our behalf</caption>` +
  '<thead><tr><th scope="col">Subprocessor</th><th scope="col">Purpose</th><th scope="col">Location</th>' +
  `<th scope="col">Since</th></tr></thead><tbody>${rows.map(subprocessorRow).join('')}</tbody></table></div>`;

const faq = (f: PublicFaq): string =>
  `<details><summary>${esc(f.question)}${draftTag(f.draft)}</summary>` +
  `<div class="text">${esc(f.answer)}</div></details>`;

const contact = (view: TrustPageView): string => {
  const email = view.contactEmail.trim();
  const address = EMAIL.test(email)
    ? `<a href="mailto:${esc(email)}">${esc(email)}</a>`
    : esc(email);
  const securityTxt = SAFE_PATH.test(view.basePath)
    ? ` Researchers can also read our <a href="${esc(view.basePath)}/security.txt">security.txt</a>.`
    : '';
  return `<p>To report a vulnerability or ask about security, write to ${address}.${securityTxt}</p>`;
};

type Section = { id: string; heading: string; body: string };

const sections = (view: TrustPageView): Section[] => {
  const categories = view.controlCategories.filter((c) => c.controls.length > 0);
  const all: (Section | false)[] = [
    view.overview.trim() !== '' && {
      id: 'overview',
      heading: 'Overview',
      body: `<div class="md">${renderMarkdown(view.overview, 3)}</div>`,
    },
    view.certifications.length > 0 && {
      id: 'certifications',
      heading: 'Certifications',
      body: `<ul class="cards">${view.certifications
        .map((c) => certification(c, view.access.requestHref))
        .join('')}</ul>`,
    },
    view.frameworks.length > 0 && {
      id: 'frameworks',
      heading: 'Compliance frameworks',
      body: frameworkCards(view.frameworks, formatDay, draftTag),
    },
    categories.length > 0 && {
      id: 'controls',
      heading: 'Controls',
      body: categories.map(controlCategory).join(''),
    },
    view.documents.length > 0 && {
      id: 'documents',
      heading: 'Policies and documents',
      body: documentList(esc, draftTag, view.documents, view.access.requestHref),
    },
    view.subprocessors.length > 0 && {
      id: 'subprocessors',
      heading: 'Subprocessors',
      body: subprocessorTable(view.subprocessors),
    },
    view.faqs.length > 0 && {
      id: 'faq',
      heading: 'Security FAQ',
      body: view.faqs.map(faq).join(''),
    },
    (view.updates.length > 0 || view.subscribeAction !== null) && {
      id: 'updates',
      heading: 'Updates',
      body: updatesBody(view, formatDay),
    },
    view.access.questionnaires !== null && {
      id: 'your-questionnaires',
      heading: 'Your questionnaires',
      body: visitorQuestionnaires(view.access.questionnaires, formatDay),
    },
    view.contactEmail.trim() !== '' && { id: 'contact', heading: 'Contact', body: contact(view) },
  ];
  return all.filter((s): s is Section => s !== false);
};

/** The registered address's lines as written, blank ones left out. */
const addressLines = (address: string): string[] =>
  address
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** schema.org Organization, safe inside a script element whatever the owner wrote. */
const jsonLd = (view: TrustPageView): string => {
  const published = view.certifications.filter((c) => !c.draft);
  const address = addressLines(view.address);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: view.title,
    ...(view.legalName ? { legalName: view.legalName } : {}),
    url: view.url,
    ...(address.length > 0
      ? {
          // The lines cannot be told apart as street, town and postcode reliably: one street
          // address, its lines joined as a reader writes an address on one line.
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.map((line) => line.replace(/[\s,]+$/, '')).join(', '),
          },
        }
      : {}),
    ...(EMAIL.test(view.contactEmail.trim()) ? { email: view.contactEmail.trim() } : {}),
    ...(published.length > 0
      ? {
          hasCredential: published.map((c) => ({
            '@type': 'EducationalOccupationalCredential',
            name: c.name,
            credentialCategory: 'certification',
            ...(c.issuer ? { recognizedBy: { '@type': 'Organization', name: c.issuer } } : {}),
          })),
        }
      : {}),
  };
  // `<`, `>` and `&` as JSON escapes: no text can close the script or open a comment in it.
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
};

const PREVIEW_BANNER = 'Preview: drafts are shown and marked; visitors see only what is published.';

/** The approved visitor's line: who, until when, and a way to sign out on a shared machine. */
const viewerBanner = (view: TrustPageView): string => {
  const viewer = view.access.viewer;
  if (!viewer || !SAFE_PATH.test(view.basePath)) return '';
  return (
    `<div class="viewer">Signed in as ${esc(viewer.email)}, with access to restricted documents until ${formatDay(viewer.until)}. ` +
    `<form method="post" action="${esc(view.basePath)}/sign-out"><button class="linkish" type="submit">Sign out</button></form></div>`
  );
};

/** The owner's logo above the name; decorative, since the name follows it as the heading. */
const logo = (view: TrustPageView): string =>
  view.logoHref && /^(\/[a-z0-9._~-]+)*\/logo\?v=[0-9a-f]{16}$/i.test(view.logoHref)
    ? `<img class="logo" src="${esc(view.logoHref)}" alt="" height="40">`
    : '';

export const renderTrustPage = (view: TrustPageView): string => {
  const present = sections(view);
  const title = esc(view.title);
  const canonical = httpsHref(view.url);
  const description = `Security and compliance at ${view.title}: ${
    present.map((s) => s.heading.toLowerCase()).join(', ') || 'trust centre'
  }.`;
  const nav =
    present.length > 0
      ? `<nav aria-label="On this page"><ul>${present
          .map((s) => `<li><a href="#${s.id}">${s.heading}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  // "Trust centre" links to the page itself, as a site's name links to its home: a reader
  // (Rampart's own vendor extraction among them) learns the trust centre's address from it.
  const kicker = SAFE_PATH.test(view.basePath)
    ? `<a href="${esc(view.basePath || '/')}" aria-current="page">Trust centre</a>`
    : 'Trust centre';
  const updated = formatDay(view.updatedAt);
  const address = addressLines(view.address);
  const footer = [
    view.legalName && `<p class="legal">${esc(view.legalName)}</p>`,
    address.length > 0 && `<address>${address.map(esc).join('<br>')}</address>`,
    `<p>${[updated && `Updated ${updated}`, 'Published with Rampart'].filter(Boolean).join(' · ')}</p>`,
  ].filter(Boolean);

  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} — Trust centre</title>`,
    `<meta name="description" content="${esc(description)}">`,
    canonical ? `<link rel="canonical" href="${esc(canonical)}">` : '',
    view.preview ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<style>${PAGE_STYLE}${brandStyle(view.accentColor)}</style>`,
    `<script type="application/ld+json">${jsonLd(view)}</script>`,
    '</head>',
    '<body>',
    '<a class="skip" href="#main">Skip to main content</a>',
    '<header class="top">',
    view.preview ? `<p class="preview">${PREVIEW_BANNER}</p>` : '',
    viewerBanner(view),
    `<div class="wrap">${logo(view)}<h1>${title}</h1><p class="kicker">${kicker}</p>${nav}</div>`,
    '</header>',
    `<main id="main" tabindex="-1"><div class="wrap">${present
      .map((s) => section(s.id, s.heading, s.body))
      .join('')}</div></main>`,
    `<footer><div class="wrap">${footer.join('')}</div></footer>`,
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
};
