import type { PublicDocument, PublicDownload } from './public-view.ts';

// The files a trust page hands out (issue 24): policies and documents, and certificates, each
// with a plain link on the page's own path. Every string is escaped by the caller's `esc`.

type Escape = (text: string) => string;

/** "1.2 MB", "340 KB": the size a visitor weighs before a download on a phone. */
export const fileSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

/** A path of this site (`/trust/acme/files/...` or `/files/...`), never another origin. */
const OWN_PATH = /^\/[a-z0-9._~%/-]*$/i;

/** A download link naming the file and its size, or '' when the link is not the page's own. */
export const downloadLink = (esc: Escape, label: string, d: PublicDownload): string =>
  OWN_PATH.test(d.href) && !d.href.startsWith('//')
    ? `<p><a class="download" href="${esc(d.href)}" download>${esc(label)}</a> ` +
      `<span class="meta">${esc(d.fileName)}, ${fileSize(d.sizeBytes)}</span></p>`
    : '';

/**
 * What a restricted file says to a visitor not approved: where to ask, when the page takes
 * requests. `requestHref` is the page's own path.
 */
export const restrictedNote = (esc: Escape, requestHref: string | null): string =>
  requestHref && OWN_PATH.test(requestHref) && !requestHref.startsWith('//')
    ? `<p class="meta">For approved visitors under NDA. <a href="${esc(requestHref)}">Request access</a></p>`
    : '<p class="meta">For approved visitors under NDA: ask us for a copy.</p>';

export const documentList = (
  esc: Escape,
  draftTag: (draft: boolean) => string,
  docs: PublicDocument[],
  requestHref: string | null,
): string =>
  `<ul class="cards">${docs
    .map((d) => {
      const description = d.description && `<p class="text">${esc(d.description)}</p>`;
      const file = d.download
        ? downloadLink(esc, 'Download', d.download)
        : d.restricted
          ? restrictedNote(esc, requestHref)
          : '<p class="meta">Listed only: ask us for a copy.</p>';
      return (
        `<li><span class="name">${esc(d.title)}</span>${draftTag(d.draft)}` +
        `<p class="meta">${esc(d.kindLabel)}</p>${description}${file}</li>`
      );
    })
    .join('')}</ul>`;
