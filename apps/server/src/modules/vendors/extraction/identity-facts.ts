import { ruleSource } from './certifications.ts';
import type { Fact } from './legal-name.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';

// The name and the description, as the site states them about itself.

const GENERIC_TITLE_PART = /^(?:home|homepage|home page|welcome|official site|official website)$/i;
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The brand in a title: "Acme — The platform for X" or "Home | Acme". The part that spells the
 * host name wins; else a short first part; else none.
 */
export const brandFromTitle = (title: string, hostname: string): string | null => {
  const parts = title
    .split(/\s+[|–—·:-]\s+/)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC_TITLE_PART.test(p));
  const host = letters(hostname.replace(/^www\./, '').split('.')[0] ?? '');
  const spelled = parts.find((p) => host && (letters(p) === host || letters(p).includes(host)));
  if (spelled) return spelled;
  const first = parts[0];
  return first && first.split(/\s+/).length <= 4 ? first : null;
};

/** JSON-LD Organization name, og:site_name, application-name, then the title's brand. */
export const readName = (home: PageDocument): Fact | null => {
  const from = (value: string | null | undefined): Fact | null =>
    value ? { value, source: ruleSource(home, value) } : null;
  const org = home.organizations.find((o) => o.name);
  const brand = home.meta.title
    ? brandFromTitle(home.meta.title, new URL(home.url).hostname)
    : null;
  return (
    from(org?.name) ?? from(home.meta.siteName) ?? from(home.meta.applicationName) ?? from(brand)
  );
};

/** A paragraph long enough to describe something, outside navigation. */
const isHeroParagraph = (text: string) => {
  const words = text.split(/\s+/).length;
  return words >= 6 && words <= 80 && !/cookie|javascript|©/i.test(text);
};

/** Meta description, og:description, else the first paragraph of the home page; as written. */
export const readDescription = (home: PageDocument): Fact | null => {
  const meta = home.meta.description || home.meta.ogDescription;
  if (meta) return { value: meta, source: ruleSource(home, meta) };
  const hero = home.blocks.find((b) => b.tag === 'p' && !b.chrome && isHeroParagraph(b.text));
  return hero ? { value: hero.text, source: ruleSource(home, hero.text) } : null;
};
