import type { FactSource, VendorExtraction } from '@rampart/contracts';
import { readAddress } from './address.ts';
import { readCategory } from './category.ts';
import { heldLabels, readCertifications } from './certifications.ts';
import type { CrawlResult } from './crawl-site.ts';
import { readDescription, readName } from './identity-facts.ts';
import { readLegalName } from './legal-name.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { nameFromHost } from './site-urls.ts';
import { readSubprocessors } from './subprocessors.ts';
import { readUrls } from './url-facts.ts';

// Rampart's own reading of the pages: every fact with the page and the words it rests on.

export type RuleFacts = Omit<VendorExtraction, 'pages' | 'fallback' | 'website'>;

/** Where a company states its legal name and address, most likely first. */
const IDENTITY_ORDER = ['home', 'about', 'legal', 'privacy', 'terms', 'dpa'];
const identityOrder = (docs: PageDocument[]) => [...docs].sort((a, b) => rank(a) - rank(b));
const rank = (d: PageDocument) => {
  const i = IDENTITY_ORDER.indexOf(d.kind);
  return i < 0 ? IDENTITY_ORDER.length : i;
};

export const readRuleFacts = (home: PageDocument, crawl: CrawlResult): RuleFacts => {
  const docs = identityOrder(crawl.docs);
  const sources: Record<string, FactSource> = {};
  const notes: string[] = [];
  const take = (field: string, fact: { value: string; source: FactSource } | null): string => {
    if (!fact) return '';
    sources[field] = fact.source;
    return fact.value;
  };
  let name = take('name', readName(home));
  if (!name) {
    name = nameFromHost(new URL(home.url).hostname);
    notes.push('No name on the home page: the name is taken from the host name');
  }
  const description = take('description', readDescription(home));
  const category = readCategory(home, description);
  if (category.fact) sources.category = category.fact.source;
  const { urls, facts } = readUrls(crawl);
  for (const [key, fact] of Object.entries(facts)) sources[`urls.${key}`] = fact.source;
  const certs = readCertifications(crawl.docs);
  return {
    name,
    description,
    category: category.category,
    headquarterAddress: take('headquarterAddress', readAddress(docs)),
    legalName: take('legalName', readLegalName(docs)),
    certifications: heldLabels(certs.claims),
    urls,
    sources,
    certificationClaims: certs.claims,
    subprocessors: readSubprocessors(crawl.docs),
    notes: [...notes, ...certs.notes],
  };
};
