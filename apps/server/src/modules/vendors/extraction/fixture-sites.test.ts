import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDOR_URL_KEYS } from '@rampart/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeCertificationName } from '@rampart/domain';
import { extractVendor } from './extract-vendor.ts';
import { fetcherFor, serveFolder } from './extraction-test-kit.ts';

// The four public sample vendors (../shared/fixtures/vendors): each site served as its own
// origin, the extraction compared with its truth.json field by field.

const REPO_ROOT = new URL('../../../../../', import.meta.url);
const FIXTURES = fileURLToPath(new URL('../shared/fixtures/vendors/', REPO_ROOT));
const HAS_FIXTURES = existsSync(FIXTURES);
if (!HAS_FIXTURES)
  console.warn(`Vendor fixtures not found at ${FIXTURES}: fixture site tests skipped`);

type Truth = {
  name: string;
  legalName: string;
  headquarterAddress: string;
  category: string;
  description: string;
  certifications: string[];
  urls: Record<string, string | null>;
};

const slugs = HAS_FIXTURES
  ? readdirSync(FIXTURES).filter((d) => existsSync(join(FIXTURES, d, 'truth.json')))
  : [];
const canonical = (names: string[]) =>
  names.map((n) => normalizeCertificationName(n)?.label ?? n).sort();

describe.skipIf(!HAS_FIXTURES)('public sample vendor sites', () => {
  it.each(slugs)('%s matches its truth.json', async (slug) => {
    const truth = JSON.parse(readFileSync(join(FIXTURES, slug, 'truth.json'), 'utf8')) as Truth;
    const site = await serveFolder(join(FIXTURES, slug, 'site'));
    const fetcher = fetcherFor(site);
    // A model pass that answers nothing shows the text of each page as read.
    const read = new Map<string, string>();
    const result = await extractVendor(`${site.origin}/`, {
      fetcher,
      model: async (pages) => {
        for (const p of pages) read.set(p.url, p.text.replace(/\s+/g, ' '));
        return [];
      },
    });

    expect(result.fallback).toBe(false);
    expect({
      name: result.name,
      legalName: result.legalName,
      headquarterAddress: result.headquarterAddress,
      category: result.category,
      description: result.description,
    }).toEqual({
      name: truth.name,
      legalName: truth.legalName,
      headquarterAddress: truth.headquarterAddress,
      category: truth.category,
      description: truth.description,
    });
    expect(canonical(result.certifications)).toEqual(canonical(truth.certifications));
    // Relative truth is the vendor's own origin; an absolute one elsewhere is as written.
    const resolve = (u: string | null) => (u === null ? null : new URL(u, site.origin).href);
    for (const key of VENDOR_URL_KEYS) {
      expect({ key, url: resolve(result.urls[key]) }).toEqual({
        key,
        url: resolve(truth.urls[key] ?? null),
      });
    }
    // Other hosts are reported, never fetched.
    const otherHosts = Object.values(truth.urls)
      .filter((u): u is string => u !== null && /^https?:/.test(u))
      .map((u) => new URL(u).host);
    for (const host of otherHosts) {
      expect(fetcher.asked.filter((u) => new URL(u).host === host)).toEqual([]);
    }
    // Every fact has its source, and each quote is on the page it names (its visible text,
    // or a meta tag or JSON-LD value it carries).
    for (const field of ['name', 'legalName', 'headquarterAddress', 'description']) {
      expect(result.sources[field], field).toBeDefined();
    }
    for (const key of VENDOR_URL_KEYS) {
      if (result.urls[key]) expect(result.sources[`urls.${key}`], key).toBeDefined();
    }
    const sources = [
      ...Object.values(result.sources),
      ...result.certificationClaims.map((c) => c.source),
    ];
    for (const source of sources) {
      expect(read.get(source.url), source.url).toContain(source.quote.replace(/\s+/g, ' '));
    }
    expect(result.pages.length).toBeLessThanOrEqual(25);
    expect(result.pages.every((p) => p.kind !== 'home' || p.contentHash?.length === 64)).toBe(true);
  });
});
