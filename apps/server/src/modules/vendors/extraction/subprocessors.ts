import type { Subprocessor } from '@rampart/contracts';
import { ruleSource } from './certifications.ts';
import type {
  PageDocument,
  PageTable,
  TextBlock,
} from '../../../platform/text-extraction/page-document.ts';

// The sub-processor list, from its page: a table whose headers say which column is the name,
// the purpose and the location, or list items written "Name — purpose (location)". On any other
// page (a DPA's annex, a trust centre, a privacy policy) only a table whose header says
// sub-processor. Each entry keeps the row or item as its quote.

const NAME =
  /\b(?:name|entity|sub-?\s?processors?|vendors?|providers?|company|third[- ]part(?:y|ies)|processor)\b/i;
const PURPOSE =
  /\b(?:purpose|services?|function|description|processing|activit(?:y|ies)|nature|role|use)\b/i;
const LOCATION =
  /\b(?:location|country|countries|region|jurisdiction|headquarter(?:s|ed)?|hq|where|hosting)\b/i;

const column = (headers: string[], re: RegExp, taken: number[]) =>
  headers.findIndex((h, i) => !taken.includes(i) && re.test(h));

const fromTable = (doc: PageDocument, table: PageTable): Subprocessor[] => {
  const loc = column(table.headers, LOCATION, []);
  const purpose = column(table.headers, PURPOSE, [loc]);
  let name = column(table.headers, NAME, [loc, purpose]);
  // A table with a purpose or location column names its entries in the first column.
  if (name < 0 && (purpose >= 0 || loc >= 0))
    name = [0, 1, 2].find((i) => i !== purpose && i !== loc) ?? -1;
  if (name < 0) return [];
  return table.rows.flatMap((row) => {
    const entity = row.cells[name]?.trim();
    if (!entity) return [];
    const cell = (i: number) => (i >= 0 ? row.cells[i]?.trim() || null : null);
    return [
      {
        name: entity,
        purpose: cell(purpose),
        location: cell(loc),
        source: ruleSource(doc, row.line),
      },
    ];
  });
};

const ITEM =
  /^(?<name>[^—–:(]{2,80}?)\s*(?:\((?<loc1>[^)]{2,60})\))?\s*(?:[—–:]|\s-\s)\s*(?<purpose>.+?)(?:\s*\((?<loc2>[^)]{2,60})\))?\.?$/u;

const fromItem = (doc: PageDocument, block: TextBlock): Subprocessor | null => {
  const m = ITEM.exec(block.text);
  if (!m?.groups) return null;
  const { name, purpose, loc1, loc2 } = m.groups;
  if (!name || !purpose || name.trim().split(/\s+/).length > 8 || purpose.length > 200) return null;
  return {
    name: name.trim(),
    purpose: purpose.trim(),
    location: (loc2 ?? loc1)?.trim() ?? null,
    source: ruleSource(doc, block.text),
  };
};

/** Entries of the sub-processor pages and tables, one per name (case-insensitive), in page order. */
export const readSubprocessors = (docs: PageDocument[]): Subprocessor[] => {
  const found = new Map<string, Subprocessor>();
  for (const doc of docs) {
    const listPage = doc.kind === 'subprocessors';
    // Elsewhere a table counts when its header says sub-processor (a DPA's annex, a trust
    // centre's list on its home page); the page's clauses and lists do not.
    const fromTables = doc.tables
      .filter((t) => listPage || t.headers.some((h) => /sub-?\s?processor/i.test(h)))
      .flatMap((t) => fromTable(doc, t));
    // List items outside navigation: the footer's links are not sub-processors.
    const fromLists = doc.blocks
      .filter((b) => listPage && b.tag === 'li' && !b.chrome)
      .map((b) => fromItem(doc, b))
      .filter((s): s is Subprocessor => s !== null);
    for (const s of [...fromTables, ...fromLists]) {
      const key = s.name.toLowerCase();
      if (!found.has(key)) found.set(key, s);
    }
  }
  return [...found.values()];
};
