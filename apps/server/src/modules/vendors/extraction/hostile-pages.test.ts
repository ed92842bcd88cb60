import { describe, expect, it } from 'vitest';
import { readAddress } from './address.ts';
import { isBareMention } from './certification-grades.ts';
import { readCertifications } from './certifications.ts';
import { extractVendor } from './extract-vendor.ts';
import { fetcherFor, page, serveRoutes } from './extraction-test-kit.ts';
import { classifyLink } from './page-kinds.ts';
import type { PageDocument } from '../../../platform/text-extraction/page-document.ts';
import { readHtml } from '../../../platform/text-extraction/read-html.ts';
import { MAX_ROBOTS_RULES, parseRobots } from './robots.ts';

// Pages written to make the reader's own code slow or throw. Each input below took the
// reader from several seconds to minutes (or threw) before. The bounds are on this process's
// own CPU time, not the clock: other work on a busy machine does not count against them, and
// quadratic work still takes seconds of CPU and fails.

const URL_ = 'https://acme.example/';
const docOf = (html: string, kind: PageDocument['kind'] = 'home'): PageDocument => ({
  ...readHtml(html, URL_),
  url: URL_,
  kind,
  fetchedAt: '2026-01-01T00:00:00.000Z',
  readAs: 'html',
});
const timed = <T>(work: () => T) => {
  const started = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(started);
  return { value, ms: (used.user + used.system) / 1_000 };
};

describe('hostile markup', () => {
  it('reads a paragraph of 30,000 inline elements in linear time', () => {
    const html = `<p>${'<span>ab</span> '.repeat(30_000)}</p>`;
    const { value, ms } = timed(() => readHtml(html, URL_));
    expect(value.blocks).toHaveLength(1);
    expect(ms).toBeLessThan(2_000);
  });

  it('drops 60,000 hidden siblings in one pass', () => {
    const html = `${'<p style="display:none">x</p>'.repeat(60_000)}<p>Shown</p>`;
    const { value, ms } = timed(() => readHtml(html, URL_));
    expect(value.text).toBe('Shown');
    expect(ms).toBeLessThan(2_000);
  });

  it('reads a hiding style padded with 200,000 spaces without backtracking', () => {
    const pad = ' '.repeat(200_000);
    const html = `<p>Shown</p><p style="opacity:0${pad}x">Also shown</p><style>.a{opacity:0${pad}x}</style>`;
    const { value, ms } = timed(() => readHtml(html, URL_));
    expect(value.text).toBe('Shown\nAlso shown');
    expect(ms).toBeLessThan(1_000);
  });

  it('applies a bounded number of a style sheet’s hiding rules', () => {
    const rules = Array.from({ length: 20_000 }, (_, i) => `.c${i}{display:none}`).join('');
    const html = `<style>${rules}</style>${'<p class="x">a</p>'.repeat(20_000)}<p class="c1">Hidden</p>`;
    const { value, ms } = timed(() => readHtml(html, URL_));
    expect(value.text).not.toContain('Hidden');
    expect(ms).toBeLessThan(2_000);
  });

  it('reads elements nested 20,000 deep instead of overflowing the stack', () => {
    expect(readHtml(`${'<span>'.repeat(20_000)}Deep text`, URL_).text).toBe('Deep text');
    const link = `${'<b>'.repeat(20_000)}<a href="/privacy">Privacy</a>`;
    expect(readHtml(link, URL_).links.map((l) => l.text)).toEqual(['Privacy']);
  });
});

describe('hostile text', () => {
  it('reads an address of 100,000 commas in linear time', () => {
    const doc = docOf(`<address>1${','.repeat(100_000)}x</address>`);
    const { ms } = timed(() => readAddress([doc]));
    expect(ms).toBeLessThan(1_000);
  });

  it('grades a sentence naming 10,000 standards in linear time', () => {
    const doc = docOf(`<p>${'SOC 2 and ISO 27001 '.repeat(5_000)}</p>`);
    const { value, ms } = timed(() => readCertifications([doc]));
    expect(value.claims.map((c) => c.label).sort()).toEqual(['ISO 27001', 'SOC 2']);
    expect(ms).toBeLessThan(1_500);
  });

  it('tells a bare list of 40,000 names in linear time', () => {
    const { value, ms } = timed(() => isBareMention('SOC 2 · '.repeat(40_000)));
    expect(value).toBe(true);
    expect(ms).toBeLessThan(1_000);
  });
});

describe('hostile links and robots.txt', () => {
  it('classifies a link whose percent-escapes are not UTF-8', () => {
    expect(() => classifyLink('https://acme.example/legal/%FF', 'Documents')).not.toThrow();
  });

  it('still reads a site that links a path with a broken percent-escape', async () => {
    const site = await serveRoutes({
      '/': page(
        '<h1>Acme</h1><p>Acme sells widgets to workshops.</p><a href="/x/%FF">x</a><a href="/legal/%E0%A4%A">Legal</a>',
        '<title>Acme</title>',
      ),
    });
    const result = await extractVendor(site.origin, { fetcher: fetcherFor(site) });
    expect(result.fallback).toBe(false);
    expect(result.name).toBe('Acme');
  });

  it('matches runs of wildcards once, not once per star', () => {
    const rules = Array.from({ length: 400 }, (_, i) => `Disallow: /${'*'.repeat(1_000)}z${i}`);
    const robots = parseRobots(`${URL_}robots.txt`, `User-agent: *\n${rules.join('\n')}\n`);
    const { value, ms } = timed(() => robots.isAllowed(`${URL_}${'a'.repeat(2_000)}`));
    expect(value).toBe(true);
    expect(robots.isAllowed(`${URL_}az7`)).toBe(false);
    expect(ms).toBeLessThan(200);
  });

  it('reads a robots.txt with more rules than it applies as "do not crawl"', () => {
    const rules = Array.from({ length: MAX_ROBOTS_RULES + 1 }, (_, i) => `Disallow: /p${i}`);
    const robots = parseRobots(`${URL_}robots.txt`, `User-agent: *\n${rules.join('\n')}\n`);
    expect(robots.isAllowed(`${URL_}privacy`)).toBe(false);
  });
});
