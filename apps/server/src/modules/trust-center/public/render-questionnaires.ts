import { esc, SAFE_PATH } from './html-escape.ts';
import type { VisitorQuestionnaireView } from './public-view.ts';
import { downloadLink } from './render-files.ts';

// The approved visitor's own questionnaires on the trust page (issue 24 point 5): a plain
// multipart form to send one, and what they sent with where each stands. Shown only to a visitor
// with a live grant; every string is escaped.

/** What the incoming import reads (incoming-file.ts): workbooks, CSV, Word documents, text. */
const ACCEPT = [
  '.xlsx',
  '.csv',
  '.docx',
  '.txt',
  '.md',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
  'text/plain',
].join(',');

const item = (q: VisitorQuestionnaireView, formatDay: (v: string | null) => string): string => {
  const status = q.returnedAt
    ? ` <span class="tag ok">Answered on ${formatDay(q.returnedAt)}</span>`
    : ' <span class="tag wip">With the team</span>';
  const file = q.download ? downloadLink(esc, 'Download the answers', q.download) : '';
  return (
    `<li><span class="name">${esc(q.title)}</span>${status}` +
    `<p class="meta">Sent ${formatDay(q.receivedAt)}</p>${file}</li>`
  );
};

export const visitorQuestionnaires = (
  q: { action: string; items: VisitorQuestionnaireView[] },
  formatDay: (v: string | null) => string,
): string => {
  const base = q.action.replace(/\/questionnaires$/, '');
  if (!SAFE_PATH.test(base)) return '';
  const form =
    `<form class="ask" method="post" enctype="multipart/form-data" action="${esc(q.action)}">` +
    '<label for="q-file">Send us your security questionnaire</label>' +
    '<p class="meta" id="q-file-hint">An Excel workbook (.xlsx), a CSV file, a Word document (.docx) or a text file. ' +
    'Our team answers it and returns the filled-in file here; we email you when it is ready.</p>' +
    `<input id="q-file" name="file" type="file" accept="${ACCEPT}" required aria-describedby="q-file-hint">` +
    '<button class="button" type="submit">Send questionnaire</button></form>';
  const list =
    q.items.length > 0
      ? `<h3>Sent</h3><ul class="cards">${q.items.map((x) => item(x, formatDay)).join('')}</ul>`
      : '';
  return form + list;
};
