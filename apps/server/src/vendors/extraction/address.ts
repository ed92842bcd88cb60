import { ruleSource } from './certifications.ts';
import type { Fact } from './legal-name.ts';
import type { PageDocument, TextBlock } from './page-document.ts';

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
    const value = lines.join(', ');
    if (!/\d/.test(value) || !/\p{L}{2}/u.test(value)) return [];
    return [{ value, source: ruleSource(doc, group.map((b) => b.text).join('\n')) }];
  });
};

/** Where an address written in a sentence stops: a full stop (not "St."), or contact details. */
const END =
  /(?<!\b(?:St|Ave|Rd|Blvd|Dr|Ln|Pl|Sq|Ct|Pkwy|Hwy|No|Ste|Co|Inc))\.\s|\s(?:Tel|Phone|Fax|E-?mail)\b|\s·\s/i;

const fromLine = (doc: PageDocument, line: string): Fact | null => {
  const street = STREET.exec(line)?.[0];
  if (!street) return null;
  const value = clean(street.split(END)[0] ?? '');
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
