import type { VendorUrlKey } from '@rampart/contracts';
import type { PageKind } from '../../../platform/text-extraction/page-document.ts';
import { squash } from '../../../platform/text-extraction/page-document.ts';

// What a page is, from the words a site uses for it: the anchor text of a link, the last
// segment of its path, its host (status.x.com) and, once read, its title and heading.
// Rules are checked in order, so the specific ones (a DPA, sub-processors) come before the
// general ones (privacy, security) and "Privacy & Security" is a privacy page.

type KindRule = {
  kind: PageKind;
  key: VendorUrlKey | null;
  /** Anchor text, title or heading. */
  words: RegExp;
  /** Words that make it something else ("Your privacy choices", "Report a vulnerability"). */
  not?: RegExp;
  /** The last non-empty path segment, extension removed. */
  segment: RegExp;
  host?: RegExp;
};

export const KIND_RULES: readonly KindRule[] = [
  {
    kind: 'dpa',
    key: 'dataProcessingAgreement',
    words:
      /\bdata processing (?:agreement|addendum|terms)\b|\bDPA\b|\bdata protection (?:agreement|addendum)\b/i,
    segment:
      /^(?:dpa|data-?processing(?:-agreement|-addendum|-terms)?|data-protection-(?:agreement|addendum))$/i,
  },
  {
    kind: 'baa',
    key: 'businessAssociateAgreement',
    words: /\bbusiness associate (?:agreement|addendum)\b|\bBAA\b/i,
    segment: /^(?:baa|business-?associate(?:-agreement|-addendum)?)$/i,
  },
  {
    kind: 'subprocessors',
    key: 'subprocessorsList',
    words: /\bsub-?\s?processors?\b|\bthird[- ]party (?:sub-?)?processors\b/i,
    segment: /^(?:sub-?processors?(?:-list)?|subprocessor-list)$/i,
  },
  {
    kind: 'sla',
    key: 'serviceLevelAgreement',
    words:
      /\bservice[- ]level (?:agreement|commitment|terms)s?\b|\bSLAs?\b|\buptime (?:commitment|guarantee)\b/i,
    segment: /^(?:slas?|service-level(?:-agreement|-commitment|-terms)?)$/i,
  },
  {
    kind: 'privacy',
    key: 'privacyPolicy',
    words: /\bprivacy (?:policy|notice|statement)\b|^privacy\b/i,
    not: /\bchoices\b|\bsettings\b|\bpreferences\b|\brequests?\b|\bopt[- ]?out\b|\bdo not sell\b/i,
    segment: /^(?:privacy|privacy-?policy|privacy-notice|privacy-statement)$/i,
  },
  {
    kind: 'terms',
    key: 'termsOfService',
    words:
      /\bterms (?:of (?:service|use)|and conditions|& conditions)\b|^terms$|^legal terms$|\b(?:customer|subscription|master subscription|master services?|end[- ]user licen[cs]e) agreement\b|\bEULA\b/i,
    segment:
      /^(?:terms|tos|terms-?of-?service|terms-?of-?use|terms-and-conditions|eula|customer-agreement|msa)$/i,
  },
  {
    kind: 'trust',
    key: 'trustPage',
    words: /\btrust (?:center|centre|portal|hub|page)\b|^trust\b/i,
    segment: /^(?:trust|trust-?cent(?:er|re)|trust-portal)$/i,
    host: /^trust\./i,
  },
  {
    kind: 'security',
    key: 'securityPage',
    words: /\bsecurity\b/i,
    not: /\breport\b|\bdisclos|\bbounty\b|\bvulnerab|\.txt\b|\badvisor|\bbulletin|\bkeys?\b|\bincident\b/i,
    segment:
      /^(?:security|security-overview|security-practices|security-and-compliance|security-compliance)$/i,
  },
  {
    kind: 'status',
    key: 'statusPage',
    words: /^status$|\b(?:system|service|platform|api|network) status\b|\bstatus page\b|^uptime$/i,
    segment: /^status$/i,
    host: /^status\.|(?:^|\.)(?:statuspage\.io|status\.io|instatus\.com|statuspal\.io)$/i,
  },
  {
    kind: 'legal',
    key: null,
    words: /^legal(?: cent(?:er|re)| hub| information| documents)?$/i,
    segment: /^legal$/i,
  },
  {
    kind: 'about',
    key: null,
    words: /^(?:about(?: us)?|company|contact(?: us)?|imprint|impressum|legal notice)$/i,
    segment: /^(?:about(?:-us)?|company|contact(?:-us)?|imprint|impressum|legal-notice)$/i,
  },
];

export const KIND_BY_KEY = Object.fromEntries(
  KIND_RULES.filter((r) => r.key).map((r) => [r.key, r.kind]),
) as Record<VendorUrlKey, PageKind>;

/** A percent-escape that is not UTF-8 ("/legal/%FF") stays as written: a site may link anything. */
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const lastSegment = (url: URL): string => {
  const segments = url.pathname.split('/').filter(Boolean);
  return decoded(segments.at(-1) ?? '').replace(/\.(?:html?|php|aspx?|pdf)$/i, '');
};

const byWords = (words: string): KindRule | null => {
  const text = squash(words);
  if (!text || text.length > 80) return null;
  return KIND_RULES.find((r) => r.words.test(text) && !r.not?.test(text)) ?? null;
};

export type Classification = { kind: PageKind; key: VendorUrlKey | null; score: number };

/** Scores: words 3, host 2, path 2; the best evidence wins. */
export const classifyLink = (url: string, text: string): Classification | null => {
  const fromWords = byWords(text);
  if (fromWords) return { kind: fromWords.kind, key: fromWords.key, score: 3 };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const fromHost = KIND_RULES.find((r) => r.host?.test(parsed.hostname));
  if (fromHost) return { kind: fromHost.kind, key: fromHost.key, score: 2 };
  const segment = lastSegment(parsed);
  const fromPath = KIND_RULES.find((r) => r.segment.test(segment));
  return fromPath ? { kind: fromPath.kind, key: fromPath.key, score: 2 } : null;
};

/** A read page's own title or first heading: "Data Processing Addendum" at any path is the DPA. */
export const classifyHeading = (titles: string[]): Classification | null => {
  for (const title of titles) {
    // "Privacy Policy | Acme": each part of a title is tried alone.
    for (const part of title.split(/\s[|–—·:-]\s/)) {
      const rule = byWords(part);
      if (rule) return { kind: rule.kind, key: rule.key, score: 3 };
    }
  }
  return null;
};
