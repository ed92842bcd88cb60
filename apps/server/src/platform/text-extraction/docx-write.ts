import { XMLSerializer } from '@xmldom/xmldom';
import { cellDropdown, cellText, child, children, openDocx } from './docx-tables.ts';
import type { WrittenCell } from './write-questionnaire-answers.ts';

// Runs in the reading child (isolated-reading.ts): the answers written into a Word document's
// tables, on the map docx-tables.ts reads them by (issue 22 point 6).

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Characters XML 1.0 cannot hold: controls other than tab and line ends, lone surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\x00-\x08\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const RUN_MARKS = new Set(['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange']);

/** A picture, a symbol (a checkbox glyph) or an embedded object: a cell with one is not empty. */
const holdsObjects = (cell: Element, ns: string): boolean =>
  ['drawing', 'pict', 'object', 'sym'].some(
    (name) => cell.getElementsByTagNameNS(ns, name).length > 0,
  );

/** A run of `text`, lines broken as typed, formatted as the paragraph's own mark. */
const runOf = (
  document: Document,
  ns: string,
  prefix: string,
  paragraph: Element | null,
  text: string,
) => {
  const el = (name: string) => document.createElementNS(ns, `${prefix}${name}`);
  const run = el('r');
  const pPr = paragraph && child(paragraph, ns, 'pPr');
  const mark = pPr && child(pPr, ns, 'rPr');
  if (mark) {
    const rPr = mark.cloneNode(true) as Element;
    for (const c of children(rPr, ns)) if (RUN_MARKS.has(c.localName)) rPr.removeChild(c);
    run.appendChild(rPr);
  }
  // Characters XML cannot hold are left out; a tab is a tab, a line or vertical tab a break.
  const clean = text.replace(/[\v\f]/g, '\n').replace(NOT_XML, '');
  clean.split(/\r?\n/).forEach((line, i) => {
    if (i > 0) run.appendChild(el('br'));
    line.split('\t').forEach((piece, j) => {
      if (j > 0) run.appendChild(el('tab'));
      const t = el('t');
      t.setAttributeNS(XML_NS, 'xml:space', 'preserve');
      t.appendChild(document.createTextNode(piece));
      run.appendChild(t);
    });
  });
  return run;
};

/**
 * Puts `text` into a content control in place of what it shows (its placeholder): the runs of
 * its content go, its first paragraph (or the control itself, inside a paragraph) takes the text,
 * and it no longer shows its placeholder. False when it has no content to fill.
 */
const fillControl = (
  document: Document,
  ns: string,
  prefix: string,
  sdt: Element,
  text: string,
): boolean => {
  const content = child(sdt, ns, 'sdtContent');
  if (!content) return false;
  const props = child(sdt, ns, 'sdtPr');
  const placeholder = props && child(props, ns, 'showingPlcHdr');
  if (props && placeholder) props.removeChild(placeholder);
  const paragraphs = children(content, ns, 'p');
  for (const extra of paragraphs.slice(1)) content.removeChild(extra);
  const paragraph = paragraphs[0] ?? null;
  const holder = paragraph ?? content;
  for (const r of children(holder, ns, 'r')) holder.removeChild(r);
  holder.appendChild(runOf(document, ns, prefix, paragraph, text));
  return true;
};

/**
 * Writes each value into its cell ("Table N", row, grid column), only where the cell is empty:
 * the customer's own words are never overwritten. A cell holding a dropdown takes only one of its
 * choices (then shown as chosen), a combo box or a text control the text in place of its
 * placeholder; a cell merged with the one above, one holding a picture or a symbol, or one
 * absent, is left. Every other part of the
 * package is carried over as it was.
 */
export const writeDocxCells = async (
  bytes: Buffer,
  writes: readonly WrittenCell[],
): Promise<{ bytes: Uint8Array; skipped: number }> => {
  const { zip, part, document, ns, tables } = await openDocx(bytes);
  const byName = new Map(tables.map((t) => [t.name, t]));
  let skipped = 0;
  for (const write of writes) {
    const row = byName.get(write.sheet)?.rows.find((r) => r.row === write.row && !r.deleted);
    const cell = row?.cells.find((c) => c.column === write.column);
    if (
      !cell ||
      cell.continued ||
      cellText(cell.element, ns) !== '' ||
      holdsObjects(cell.element, ns)
    ) {
      skipped += 1;
      continue;
    }
    const tc = cell.element;
    const prefix = tc.prefix ? `${tc.prefix}:` : '';
    const dropdown = cellDropdown(tc, ns);
    if (dropdown) {
      const wanted = write.value.trim().toLowerCase();
      const choice = dropdown.items.find(
        (i) => i.display.trim().toLowerCase() === wanted || i.value.trim().toLowerCase() === wanted,
      );
      const text =
        choice?.display ?? (dropdown.free && write.kind === 'answer' ? write.value : null);
      if (
        write.kind !== 'answer' ||
        text === null ||
        !fillControl(document, ns, prefix, dropdown.sdt, text)
      ) {
        skipped += 1;
        continue;
      }
      continue;
    }
    // Any other content control (plain or rich text) takes the text in place of its placeholder.
    const control = tc.getElementsByTagNameNS(ns, 'sdt')[0];
    if (control) {
      if (!fillControl(document, ns, prefix, control, write.value)) skipped += 1;
      continue;
    }
    let paragraph = child(tc, ns, 'p');
    if (!paragraph) {
      paragraph = document.createElementNS(ns, `${prefix}p`);
      tc.appendChild(paragraph);
    }
    paragraph.appendChild(runOf(document, ns, prefix, paragraph, write.value));
  }
  // Replaced in place: no folder entries added, the parts keep their order.
  zip.file(part, new XMLSerializer().serializeToString(document), { createFolders: false });
  const out = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return { bytes: out, skipped };
};
