import type { FactSource, VendorCategory, VendorUrlKey } from '@rampart/contracts';
import { sortCertificationLabels } from '@rampart/domain';
import type { ExtractDeps, ModelFact } from './extract-vendor.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import type { RuleFacts } from './rule-facts.ts';
import { verifyModelFacts, type AcceptedFact } from './verify-model-facts.ts';

// The language model's second pass: it reads the same visible text (as data), and what it
// answers only fills what the rules left empty, or adds graded certification claims, once
// each quote has been found on its page.

type Limits = { modelMaxCharsPerPage: number; modelMaxChars: number };

/** The page as the model sees it: meta tags and JSON-LD first, then the visible text. */
export const modelText = (doc: PageDocument): string =>
  [
    doc.meta.title && `Title: ${doc.meta.title}`,
    doc.meta.siteName && `Site name: ${doc.meta.siteName}`,
    doc.meta.description && `Description: ${doc.meta.description}`,
    doc.meta.ogDescription && `Description: ${doc.meta.ogDescription}`,
    ...doc.organizations.map(
      (o) => `Organization: ${[o.name, o.legalName, o.address].filter(Boolean).join('; ')}`,
    ),
    doc.text,
  ]
    .filter(Boolean)
    .join('\n');

const modelPages = (docs: PageDocument[], limits: Limits) => {
  let budget = limits.modelMaxChars;
  return docs.flatMap((doc) => {
    if (budget <= 0) return [];
    const text = modelText(doc).slice(0, Math.min(limits.modelMaxCharsPerPage, budget));
    budget -= text.length;
    return text ? [{ doc, url: doc.url, kind: doc.kind, text }] : [];
  });
};

const apply = (facts: RuleFacts, fact: AcceptedFact, source: FactSource) => {
  const field = fact.field;
  const claim = fact.certification;
  if (claim) {
    const known = facts.certificationClaims.some(
      (c) => c.label === claim.label && c.grade === claim.grade,
    );
    if (!known) facts.certificationClaims.push({ ...claim, source });
    return;
  }
  if (field === 'category') {
    if (facts.category !== 'OTHER') return;
    facts.category = fact.value as VendorCategory;
  } else if (field.startsWith('urls.')) {
    const key = field.slice(5) as VendorUrlKey;
    if (facts.urls[key] !== null) return;
    facts.urls[key] = fact.value;
  } else {
    const key = field as 'legalName' | 'description' | 'headquarterAddress' | 'name';
    // The name always has a value (the host's at worst): the model may replace only that one.
    if (facts[key] && (key !== 'name' || facts.sources.name)) return;
    facts[key] = fact.value;
  }
  facts.sources[field] = source;
};

export const runModelPass = async (
  facts: RuleFacts,
  docs: PageDocument[],
  deps: ExtractDeps,
  limits: Limits,
  signal?: AbortSignal,
): Promise<void> => {
  if (!deps.model) return;
  const pages = modelPages(docs, limits);
  if (pages.length === 0) return;
  let answered: ModelFact[];
  try {
    answered = await deps.model(
      pages.map(({ url, kind, text }) => ({ url, kind, text })),
      signal,
    );
  } catch (err) {
    // The rules' answer stands on its own; a cancelled extraction does not.
    signal?.throwIfAborted();
    deps.log?.warn({ err }, 'vendor extraction: model pass failed');
    facts.notes.push(`Model pass failed: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  const verifiable = pages.map((p) => ({
    url: p.url,
    text: p.text,
    links: p.doc.links.map((l) => l.url),
  }));
  const { accepted, rejected } = verifyModelFacts(answered, verifiable);
  for (const { fact, reason } of rejected) {
    deps.log?.warn(
      { field: fact.field, url: fact.url, reason },
      'vendor extraction: model fact dropped',
    );
    facts.notes.push(`Model fact dropped (${fact.field}: ${reason})`);
  }
  for (const fact of accepted) {
    const page = pages.find((p) => p.url === fact.pageUrl)!;
    apply(facts, fact, {
      url: page.url,
      fetchedAt: page.doc.fetchedAt,
      quote: fact.quote,
      by: 'model',
    });
  }
  facts.certifications = sortCertificationLabels(
    facts.certificationClaims.filter((c) => c.grade === 'held').map((c) => c.label),
  );
};
