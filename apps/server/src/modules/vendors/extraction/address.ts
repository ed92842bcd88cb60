import { ruleSource } from './certifications.ts';
import type { Fact } from './legal-name.ts';
import type { PageDocument, TextBlock } from '../../../platform/text-extraction/page-document.ts';

// The headquarters: JSON-LD PostalAddress, else an <address> element (its label and contact
// lines left out), else a line that reads as a street address with a postcode ("Acme Inc.,
// 500 Market Street, San Francisco, CA 94105" in a footer or a privacy policy).

const CONTACT_LINE =
  /@|https?:\/\/|www\.|^\+?[\d\s().-]{7,}$|^(?:tel|phone|fax|e-?mail|call|contact)\b/i;
const LABEL =
  /^(?:(?:corporate |global )?headquarters|head office|hq|registered (?:office|address)|(?:postal |mailing |office )?address|principal place of business)\s*[:\-–]?\s*/i;
const STREET_WORDS =
  'Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Way|Place|Pl\\.?|Square|Sq\\.?|Court|Ct\\.?|Parkway|Pkwy\\.?|Terrace|Quay|Row|Highway|Hwy\\.?|Plaza|Circle|Broadway|Loop|Crescent|Wharf|Mews';
/** "500 Market Street…" or "Torstrasse 10…", up to the end of the line. */
const STREET = new RegExp(
  String.raw`(?:\b\d{1,5}[A-Za-z]?\s+(?:[\p{Lu}\d][\p{L}\d.'’-]*\s+){0,4}(?:${STREET_WORDS})\b|\b[\p{Lu}][\p{L}-]*(?:stra(?:ss|ß)e|str\.|weg|platz|gasse|allee|ring|damm|laan|straat|gracht|vej|gade|gatan|vägen|katu)\s+\d{1,4}[a-z]?\b|\b(?:Rue|Avenue|Boulevard|Via|Calle|Avenida|Rua|Piazza|Plaza)\s+[\p{L}\d ,.'’-]{2,40}?\d)[^|]{0,140}`,
  'u',
);
const POSTCODE =
  /\b\d{5}(?:-\d{4})?\b|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b[A-Z]\d{2}\s?[A-Z\d]{4}\b|\b\d{3}\s\d{2}\b|\b\d{4}\b/;

const TRAILING = new Set([' ', ',', '.', ';']);

/** Spaces squashed, trailing punctuation dropped (a `[,.;]+$` regex is quadratic on "1,,,,…x"). */
const clean = (s: string) => {
  const squashed = s.replace(/\s+/g, ' ');
  let end = squashed.length;
  while (end > 0 && TRAILING.has(squashed[end - 1]!)) end--;
  return squashed.slice(0, end).trim();
};

/** Consecutive <address> lines, as one quote and one value without its contact lines. */
const addressElements = (doc: PageDocument): Fact[] => {
  const groups: TextBlock[][] = [];
  doc.blocks.forEach((b, i) => {
    if (b.tag !== 'address') return;
    if (doc.blocks[i - 1]?.tag === 'address') groups.at(-1)!.push(b);
    else groups.push([b]);
  });
  return groups.flatMap((group) => {
    const lines = group
      .map((b) => clean(b.text.replace(LABEL, '')))
      .filter((l) => l && !CONTACT_LINE.test(l));
    const value = endOfAddress(lines.join(', '));
    if (!/\d/.test(value) || !/\p{L}{2}/u.test(value)) return [];
    return [{ value, source: ruleSource(doc, group.map((b) => b.text).join('\n')) }];
  });
};

/** Where an address written in a sentence stops: a full stop (not "St."), or contact details. */
const END =
  /(?<!\b(?:St|Ave|Rd|Blvd|Dr|Ln|Pl|Sq|Ct|Pkwy|Hwy|No|Ste|Co|Inc))\.\s|[;!?]\s|\s(?:Tel|Phone|Fax|E-?mail)\b|\s·\s/i;

/** Words a place name is made of: capitalised or numbered, with the particles of place names. */
const PLACE_WORD =
  /^(?:[\p{Lu}\d][\p{L}\d.'’-]*|de|la|le|les|du|des|del|della|di|da|van|der|den|am|an|im|upon|on|sur|of|y|e|the)$/u;
/** Capitalised words that start a sentence about the company, not a place. */
const NOT_PLACE =
  /^(?:we|our|us|serving|serves?|trusted|founded|since|established|est\.?|open|opening|call|visit|contact|hours|home|all|and|or|where|with|who|which|that|proudly|helping|powering|building)$/i;
/** At most this many words after the postcode, or in a part after it ("United States of America"). */
const PLACE_WORDS_MAX = 5;

/** The leading words of `text` that can name a place, stopping at the first that cannot. */
const placeWords = (text: string): string[] => {
  const kept: string[] = [];
  for (const word of text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, PLACE_WORDS_MAX + 1)) {
    const bare = word.replace(/[,.]+$/, '');
    if (!PLACE_WORD.test(bare) || NOT_PLACE.test(bare)) break;
    kept.push(word);
  }
  // A place does not end on "of" or "the".
  while (kept.length > 0 && !/^[\p{Lu}\d]/u.test(kept.at(-1)!)) kept.pop();
  return kept.length > PLACE_WORDS_MAX ? [] : kept;
};

/**
 * An address ends where the address ends: after the part holding the postcode, only parts that
 * name a place (city, region, country) are kept, so "…, IL 62701, serving 2,000 clinics" or
 * "…, CA 94105 — trusted by 300 teams" keep only the address. The parts before the postcode
 * (street, suite, city) are left as written.
 */
export const endOfAddress = (text: string): string => {
  const parts = (text.split(END)[0] ?? '').split(/,\s+/);
  let at = parts.findIndex((p, i) => i > 0 && POSTCODE.test(p));
  if (at < 0) at = POSTCODE.test(parts[0] ?? '') ? 0 : -1;
  if (at < 0) return text.split(END)[0] ?? '';
  const part = parts[at]!;
  const m = POSTCODE.exec(part)!;
  const tail = part.slice(m.index + m[0].length);
  // "62701;" or "62701—": the postcode's own token ends at the first non-word character.
  const after = /^[\p{L}\d-]*/u.exec(tail)![0];
  const rest = tail.slice(after.length);
  const more = /^\s/.test(rest) ? placeWords(rest) : [];
  const kept = [
    ...parts.slice(0, at),
    [part.slice(0, m.index + m[0].length) + after, ...more].join(' '),
  ];
  // Parts after the postcode's (city, region, country) while they name a place.
  let whole = more.join(' ') === rest.trim();
  for (const next of parts.slice(at + 1)) {
    if (!whole) break;
    const words = placeWords(next);
    if (words.length === 0) break;
    kept.push(words.join(' '));
    whole = words.join(' ') === next.trim();
  }
  return kept.join(', ');
};

const fromLine = (doc: PageDocument, line: string): Fact | null => {
  const street = STREET.exec(line)?.[0];
  if (!street) return null;
  const value = clean(endOfAddress(street));
  if (!value || value.length > 160 || !POSTCODE.test(value)) return null;
  return { value, source: ruleSource(doc, line) };
};

export const readAddress = (docs: PageDocument[]): Fact | null => {
  for (const doc of docs) {
    const org = doc.organizations.find((o) => o.address);
    if (org?.address)
      return { value: org.address, source: ruleSource(doc, org.addressQuote ?? org.address) };
  }
  for (const doc of docs) {
    const fact = addressElements(doc)[0];
    if (fact) return fact;
  }
  // Privacy policies and terms name the controller's address, with the company's name.
  for (const doc of docs) {
    for (const block of doc.blocks) {
      if (block.text.length > 300) continue;
      const fact = fromLine(doc, block.text);
      if (fact) return fact;
    }
  }
  return null;
};
