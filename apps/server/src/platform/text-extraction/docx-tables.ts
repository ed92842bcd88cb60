import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';
import type { GridRow, SheetGrid } from '@rampart/domain';
import { GRID_LIMITS, clip } from './grid-limits.ts';

// Runs in the reading child (isolated-reading.ts): the tables of a Word document, read here and
// written by docx-write.ts on the same map, so an answer goes back into the very cell its question was read
// beside (issue 22 points 2 and 6). A table is "Table N" (outermost tables in the order of the
// main document; a table inside a cell is that cell's text); a row is its place among the
// table's rows (1-based); a column is the grid column a cell starts at, so a cell spanning
// columns (gridSpan), cells left out before a row (gridBefore) and a cell merged with the one
// above (vMerge) keep every column under its header.

/** Transitional and strict WordprocessingML. */
const WORD_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];

// Node, Element and Document are the DOM's types, which @xmldom/xmldom's declarations bring in.

export type DocxCell = {
  element: Element;
  /** The grid column (0-based) the cell starts at. */
  column: number;
  /** Grid columns it covers (gridSpan). */
  span: number;
  /** Merged with the cell above (vMerge continue): it shows that cell, never its own text. */
  continued: boolean;
};
export type DocxRow = { row: number; deleted: boolean; cells: DocxCell[] };
export type DocxTable = { name: string; rows: DocxRow[] };

export type OpenDocx = {
  zip: JSZip;
  part: string;
  document: Document;
  ns: string;
  tables: DocxTable[];
};

const isElement = (node: Node | null): node is Element => node?.nodeType === 1;

export const children = (node: Node, ns: string, name?: string): Element[] => {
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (isElement(c) && c.namespaceURI === ns && (!name || c.localName === name)) out.push(c);
  }
  return out;
};

export const child = (node: Node, ns: string, name: string): Element | undefined =>
  children(node, ns, name)[0];

/** Descendants named `name` whose nearest `stop` ancestor is `root` (not a nested one). */
const ownDescendants = (root: Element, ns: string, name: string, stop: string): Element[] =>
  Array.from(root.getElementsByTagNameNS(ns, name)).filter((el) => {
    for (let p = el.parentNode; p; p = p.parentNode) {
      if (p === root) return true;
      if (isElement(p) && p.namespaceURI === ns && p.localName === stop) return false;
    }
    return false;
  });

const attr = (el: Element | undefined, ns: string, name: string): string | null =>
  el ? el.getAttributeNS(ns, name) || el.getAttribute(`w:${name}`) || null : null;

const malformed = (): never => {
  throw new Error("the document's XML is malformed");
};

/** A parser that stops at malformed XML: a document read in part is never written back. */
const strictParser = () =>
  new DOMParser({
    errorHandler: {
      // A Word document's XML is well formed: even what xmldom only warns of is a broken file.
      warning: malformed,
      error: malformed,
      fatalError: malformed,
    },
  });

/** The main document part, as the package's relationships name it. */
const mainPart = async (zip: JSZip): Promise<string> => {
  const rels = await zip.file('_rels/.rels')?.async('string');
  if (rels) {
    const doc = strictParser().parseFromString(rels, 'text/xml');
    for (const rel of Array.from(doc.getElementsByTagName('Relationship'))) {
      if ((rel.getAttribute('Type') ?? '').endsWith('/officeDocument')) {
        const target = (rel.getAttribute('Target') ?? '').replace(/^\//, '');
        if (target && zip.file(target)) return target;
      }
    }
  }
  return 'word/document.xml';
};

const tablesOf = (document: Document, ns: string): DocxTable[] => {
  const tables = Array.from(document.getElementsByTagNameNS(ns, 'tbl')).filter((tbl) => {
    for (let p = tbl.parentNode; p; p = p.parentNode) {
      if (isElement(p) && p.namespaceURI === ns && p.localName === 'tbl') return false;
    }
    return true;
  });
  return tables.slice(0, GRID_LIMITS.sheets).map((tbl, t) => ({
    name: `Table ${t + 1}`,
    rows: ownDescendants(tbl, ns, 'tr', 'tbl')
      .slice(0, GRID_LIMITS.rowsPerSheet)
      .map((tr, r) => {
        const props = child(tr, ns, 'trPr');
        let column = Number(attr(props && child(props, ns, 'gridBefore'), ns, 'val') ?? 0) || 0;
        const cells = ownDescendants(tr, ns, 'tc', 'tr').map((tc) => {
          const tcPr = child(tc, ns, 'tcPr');
          const spanned = Number(attr(tcPr && child(tcPr, ns, 'gridSpan'), ns, 'val') ?? 1) || 1;
          const span = Math.max(1, Math.min(spanned, GRID_LIMITS.columns));
          const vMerge = tcPr && child(tcPr, ns, 'vMerge');
          const continued =
            Boolean(vMerge) && (attr(vMerge, ns, 'val') ?? 'continue') !== 'restart';
          const cell = { element: tc, column, span, continued };
          column += span;
          return cell;
        });
        return { row: r + 1, deleted: Boolean(props && child(props, ns, 'del')), cells };
      }),
  }));
};

export const openDocx = async (bytes: Buffer): Promise<OpenDocx> => {
  const zip = await JSZip.loadAsync(bytes);
  const part = await mainPart(zip);
  const xml = await zip.file(part)?.async('string');
  if (xml === undefined) throw new Error('the document has no main part');
  const document = strictParser().parseFromString(xml, 'text/xml');
  const ns = document.documentElement?.namespaceURI ?? '';
  if (!WORD_NAMESPACES.includes(ns)) throw new Error('this is not a Word document');
  return { zip, part, document, ns, tables: tablesOf(document, ns) };
};

/** A content control showing its placeholder ("Choose an item."): nothing typed there yet. */
const showsPlaceholder = (sdt: Element, ns: string) => {
  const props = child(sdt, ns, 'sdtPr');
  return Boolean(props && child(props, ns, 'showingPlcHdr'));
};

/** A cell's text as a reader sees it: runs, tabs and breaks; placeholders and deletions left out. */
export const cellText = (cell: Element, ns: string): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (!isElement(c)) continue;
      if (c.namespaceURI === ns) {
        if (c.localName === 't') parts.push(c.textContent ?? '');
        else if (['tab', 'br', 'cr'].includes(c.localName)) parts.push(' ');
        else if (c.localName === 'sdt' && showsPlaceholder(c, ns)) continue;
        else if (c.localName === 'sdtPr' || c.localName === 'del') continue;
        else {
          walk(c);
          if (c.localName === 'p') parts.push(' ');
        }
      } else walk(c);
    }
  };
  walk(cell);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

/**
 * A dropdown content control in the cell, with its choices (display text and value); a combo
 * box's choices too (`free`: it also takes other text).
 */
export const cellDropdown = (
  cell: Element,
  ns: string,
): { sdt: Element; free: boolean; items: { display: string; value: string }[] } | null => {
  for (const sdt of Array.from(cell.getElementsByTagNameNS(ns, 'sdt'))) {
    const props = child(sdt, ns, 'sdtPr');
    const dropdown = props && child(props, ns, 'dropDownList');
    const combo = props && child(props, ns, 'comboBox');
    const list = dropdown ?? combo;
    if (!list) continue;
    const items = children(list, ns, 'listItem').map((item) => {
      const value = attr(item, ns, 'value') ?? '';
      return { display: attr(item, ns, 'displayText') ?? value, value };
    });
    return { sdt, free: !dropdown, items: items.filter((i) => i.display.trim() !== '') };
  }
  return null;
};

/** The tables as grids of cell texts, each dropdown's choices as the answers it allows. */
export const readDocxGrids = async (bytes: Buffer): Promise<SheetGrid[]> => {
  const { tables, ns } = await openDocx(bytes);
  return tables.map((table) => ({
    name: table.name,
    rows: table.rows
      .filter((r) => !r.deleted)
      .map((r): GridRow => {
        const cells: string[] = [];
        const allowed: (string[] | null)[] = [];
        const pad = (to: number) => {
          while (cells.length < Math.min(to, GRID_LIMITS.columns)) {
            cells.push('');
            allowed.push(null);
          }
        };
        for (const cell of r.cells) {
          if (cell.column >= GRID_LIMITS.columns) break;
          pad(cell.column);
          cells.push(cell.continued ? '' : clip(cellText(cell.element, ns)));
          const list = cell.continued ? null : cellDropdown(cell.element, ns);
          allowed.push(
            list && !list.free && list.items.length > 0
              ? list.items.slice(0, GRID_LIMITS.allowedValues).map((i) => clip(i.display))
              : null,
          );
          // A cell across columns: its text in its first, the others empty.
          pad(cell.column + cell.span);
        }
        return { row: r.row, cells, ...(allowed.some(Boolean) ? { allowed } : {}) };
      })
      .filter((r) => r.cells.some(Boolean)),
  }));
};
