// `npm run bench:vendors`: the vendor extractor on the fixture sites. Every site (the 4 public
// samples in ../shared/fixtures/vendors and the held-out set in
// apps/server/fixtures/vendor-heldout) is served on its own 127.0.0.1 port; each is extracted
// in turn through a SafeFetcher allowed onto those ports only, and scored against its
// truth.json (bench/vendor-score.ts). It reports and never gates: the exit code is always 0.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import robotsParser from 'robots-parser';
import type { VendorExtraction } from '@rampart/contracts';
import type { SafeFetcher } from '../apps/server/src/fetcher/fetch-types.ts';
import { loadVendorSites, serveSite, type ServedSite, type VendorSite } from './vendor-sites.ts';
import {
  SCORED_FIELDS,
  mismatches,
  scoreVendor,
  summarise,
  type Ratio,
  type SetSummary,
  type VendorScore,
} from './vendor-score.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USER_AGENT = 'RampartBench/1';
const SITE_TIMEOUT_MS = Number(process.env.BENCH_VENDOR_TIMEOUT_MS ?? 120_000);
const SETS = [
  { label: 'public samples', dir: resolve(REPO, '../shared/fixtures/vendors'), details: false },
  { label: 'held-out', dir: resolve(REPO, 'apps/server/fixtures/vendor-heldout'), details: true },
];

type Run = {
  site: VendorSite;
  origin: string;
  score: VendorScore;
  ms: number;
  ownRequests: number;
  /** URLs asked of the fetcher on another origin (a trust or status host, another vendor). */
  foreign: string[];
  /** Requests other vendors' servers received meanwhile (redirects the fetcher followed included). */
  strayHits: number;
  /** Paths of the vendor's own site that its robots.txt disallows for USER_AGENT. */
  robotsViolations: string[];
  error: string | null;
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

const ratio = (r: Ratio) =>
  `${`${r.hit}/${r.total}`.padStart(6)}  ${((100 * r.hit) / Math.max(1, r.total)).toFixed(1).padStart(5)}%`;
const setLine = (s: SetSummary) =>
  `precision ${s.precision.toFixed(3)} (${s.tp}/${s.tp + s.fp})   recall ${s.recall.toFixed(3)} (${s.tp}/${s.tp + s.fn})`;

console.log(`Rampart bench: vendor extraction on the fixture sites, node ${process.version}`);
const sets = SETS.map((set) => {
  const found = existsSync(set.dir);
  if (!found) console.log(`${set.label}: ${set.dir} not found, skipped`);
  return { ...set, sites: found ? loadVendorSites(set.dir) : [] };
});
const servers = new Map<string, ServedSite>();
for (const site of sets.flatMap((s) => s.sites))
  servers.set(site.siteDir, await serveSite(site.siteDir));

try {
  // Imported here so that a missing or broken extractor is reported, not a crash with exit 1.
  const { extractVendor } =
    await import('../apps/server/src/modules/vendors/extraction/extract-vendor.ts');
  const { createSafeFetcher } = await import('../apps/server/src/fetcher/safe-fetch.ts');
  const fetcher = createSafeFetcher({
    allowPrivateHosts: [...servers.values()].map((s) => new URL(s.origin).host),
    userAgent: USER_AGENT,
    limits: { timeoutMs: 10_000, maxBytes: 5_000_000, maxRedirects: 5 },
  });

  const runSite = async (site: VendorSite): Promise<Run> => {
    const own = servers.get(site.siteDir)!;
    const before = new Map([...servers.values()].map((s) => [s, s.requests.length]));
    const asked: string[] = [];
    const recording: SafeFetcher = {
      fetch: (url, options) => {
        asked.push(url);
        return fetcher.fetch(url, options);
      },
    };
    const t0 = performance.now();
    let got: VendorExtraction | null = null;
    let error: string | null = null;
    try {
      got = await withTimeout(
        extractVendor(`${own.origin}/`, { fetcher: recording }),
        SITE_TIMEOUT_MS,
      );
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const ms = performance.now() - t0;
    const ownPaths = own.requests.slice(before.get(own));
    const robots = own.robotsTxt ? robotsParser(`${own.origin}/robots.txt`, own.robotsTxt) : null;
    return {
      site,
      origin: own.origin,
      score: scoreVendor(site.truth, got, own.origin),
      ms,
      ownRequests: ownPaths.length,
      foreign: asked.filter((url) => originOf(url) !== own.origin),
      strayHits: [...servers.values()]
        .filter((s) => s !== own)
        .reduce((n, s) => n + s.requests.length - before.get(s)!, 0),
      robotsViolations: ownPaths.filter((p) => robots?.isDisallowed(own.origin + p, USER_AGENT)),
      error,
    };
  };

  for (const set of sets) {
    if (!set.sites.length) continue;
    const runs: Run[] = [];
    for (const site of set.sites) runs.push(await runSite(site));
    const total = summarise(runs.map((r) => r.score));

    console.log(`\n== ${set.label}: ${set.sites.length} sites (${set.dir})`);
    console.log(
      `${'site'.padEnd(22)} ${'ms'.padStart(6)} ${'reqs'.padStart(5)}  fields  certs tp/fp/fn  subs tp/fp/fn  foreign  robots`,
    );
    for (const r of runs) {
      const f = r.score.fields;
      const c = r.score.certifications;
      const s = r.score.subprocessors;
      console.log(
        `${r.site.slug.padEnd(22)} ${r.ms.toFixed(0).padStart(6)} ${String(r.ownRequests).padStart(5)}  ${`${f.filter((x) => x.ok).length}/${f.length}`.padStart(6)}  ${`${c.tp.length}/${c.fp.length}/${c.fn.length}`.padStart(14)}  ${`${s.tp.length}/${s.fp.length}/${s.fn.length}`.padStart(13)}  ${String(r.foreign.length + r.strayHits).padStart(7)}  ${String(r.robotsViolations.length).padStart(6)}${r.error ? `  ERROR ${r.error}` : ''}`,
      );
    }
    console.log(
      'field accuracy (exact after whitespace normalisation; URLs resolved against the origin)',
    );
    for (const field of SCORED_FIELDS)
      console.log(`  ${field.padEnd(36)} ${ratio(total.fields[field]!)}`);
    console.log(`  ${'headquarterAddress, same words'.padEnd(36)} ${ratio(total.addressWords)}`);
    console.log(`certifications (held, canonical)  ${setLine(total.certifications)}`);
    const subs = total.subprocessors;
    console.log(`subprocessors (by name)           ${setLine(subs)}`);
    console.log(
      `  of the ${subs.tp} found: purpose equal ${subs.purposeOk}, location equal ${subs.locationOk}`,
    );
    const foreign = runs.flatMap((r) => r.foreign);
    const hosts = [...new Set(foreign.map((u) => originOf(u)))];
    const stray = runs.reduce((n, r) => n + r.strayHits, 0);
    console.log(
      `other hosts requested (must be 0): ${hosts.length} hosts, ${foreign.length} requests${hosts.length ? ` (${hosts.join(', ')})` : ''}; hits on other vendors' servers: ${stray}`,
    );
    console.log(
      `robots.txt-disallowed paths fetched: ${runs.reduce((n, r) => n + r.robotsViolations.length, 0)}`,
    );

    if (!set.details) continue;
    console.log(`\nmismatches (${set.label})`);
    for (const r of runs) {
      const lines = [
        ...(r.error ? [`extraction failed: ${r.error}`] : []),
        ...mismatches(r.score, r.origin),
        ...r.foreign.map((u) => `requested another host: ${u}`),
        ...r.robotsViolations.map((p) => `fetched a path robots.txt disallows: ${p}`),
      ];
      if (lines.length) console.log(`  ${r.site.slug}\n${lines.map((l) => `    ${l}`).join('\n')}`);
    }
  }
} catch (err) {
  console.log(
    `The extractor could not be run: ${err instanceof Error ? err.message : String(err)}`,
  );
} finally {
  await Promise.all([...servers.values()].map((s) => s.close()));
}
// An extraction that timed out may still hold sockets or timers; the report is complete.
process.exit(0);
