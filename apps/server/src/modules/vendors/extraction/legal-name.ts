import type { FactSource } from '@rampart/contracts';
import { ruleSource } from './certifications.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { sentencesOf } from './text-sentences.ts';

// The legal entity: JSON-LD legalName, else a name with a legal-form suffix in the copyright
// line ("© 2026 Blue Harbor Cloud Ltd."), an "operated by" statement, or the party a privacy
// policy or terms define ("Acme Inc. ("Acme", "we")"). No suffix, no legal name.

export type Fact = { value: string; source: FactSource };

const SUFFIX = String.raw`(?:Inc\.?|Incorporated|L\.L\.C\.|LLC|LLP|L\.P\.|LP|Ltd\.?|Limited|Pty\.?\s+Ltd\.?|Pte\.?\s+Ltd\.?|Private\s+Limited|PLC|plc|Corp\.?|Corporation|Co\.,?\s+Ltd\.?|GmbH(?:\s+&\s+Co\.\s+KG)?|AG|KG|UG|SE|S\.A\.S\.|SAS|S\.A\.R\.L\.|SARL|S\.A\.|SA|S\.L\.|SL|S\.r\.l\.|S\.p\.A\.|B\.V\.|BV|N\.V\.|NV|AB|A\/S|ApS|AS|Oy|OÜ|K\.K\.|ULC|Sp\.\s+z\s+o\.o\.)`;
const WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d&'’.\-]*|&|of|and|de|der|für|van|von|du|la|le)`;
const ENTITY = String.raw`(?<entity>(?:${WORD},?\s+){1,7}?${SUFFIX})(?=$|[\s,;)"”'’]|\.)`;

const PATTERNS = [
  new RegExp(
    String.raw`(?:©|\([cC]\)|\b[Cc]opyright\b|\bCOPYRIGHT\b)(?:\s*(?:©|[Cc]opyright))?\s*(?:\d{4}(?:\s*[-–]\s*(?:\d{4}|[Pp]resent))?)?\s*,?\s*${ENTITY}`,
    // Case-sensitive: "AS", "SA" and "SE" are legal forms only in capitals.
    'u',
  ),
  new RegExp(
    String.raw`\b(?:operated by|owned by|owned and operated by|provided by|a (?:product|service|brand|trading name|subsidiary) of|is a trading name of)\s+${ENTITY}`,
    'u',
  ),
];
/** Definitions in legal pages: 'Acme Inc. ("Acme", "we")'. */
const DEFINED = new RegExp(String.raw`${ENTITY}\s*\((?:["“]|hereinafter)`, 'u');
const LEADING_COMMON =
  /^(?:(?:This|The|These|Our|By|Welcome|Privacy|Policy|Terms|Service|Notice|Agreement|Between|And|Of|To)\s+)+/;

/** A period after "Ltd" ends the sentence; one after "Inc" belongs to the name ("Inc." / "Inc.."). */
const tidy = (entity: string): string => {
  const name = entity.replace(/\s+/g, ' ').trim();
  return /\b(?:Ltd|Limited)\.$/.test(name) ? name.slice(0, -1) : name;
};

const find = (doc: PageDocument, patterns: RegExp[]): Fact | null => {
  for (const sentence of sentencesOf(doc.text)) {
    for (const re of patterns) {
      const entity = re.exec(sentence)?.groups?.entity;
      const value = entity && tidy(entity.replace(LEADING_COMMON, ''));
      if (value && /\s/.test(value)) return { value, source: ruleSource(doc, sentence) };
    }
  }
  return null;
};

/** Home first, then the about and legal pages, in the order they were read. */
export const readLegalName = (docs: PageDocument[]): Fact | null => {
  for (const doc of docs) {
    const org = doc.organizations.find((o) => o.legalName);
    if (org?.legalName) return { value: org.legalName, source: ruleSource(doc, org.legalName) };
  }
  for (const doc of docs) {
    const fact = find(doc, PATTERNS);
    if (fact) return fact;
  }
  for (const doc of docs.filter((d) =>
    ['privacy', 'terms', 'dpa', 'about', 'legal'].includes(d.kind),
  )) {
    const fact = find(doc, [DEFINED]);
    if (fact) return fact;
  }
  return null;
};
