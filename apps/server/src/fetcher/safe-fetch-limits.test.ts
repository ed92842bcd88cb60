import { once } from 'node:events';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SafeFetcherOptions } from './fetch-types.ts';
import { refusal, startSite } from './fetcher-test-kit.ts';
import { createSafeFetcher } from './safe-fetch.ts';

const MAX_BYTES = 64 * 1024;

/** A gzip stream of `size` zero bytes, built without holding them all. */
const gzipZeros = async (size: number) => {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += zeros.length) gzip.write(zeros);
  gzip.end();
  await once(gzip, 'end');
  return Buffer.concat(chunks);
};

const fetcherFor = (port: number, limits: Partial<SafeFetcherOptions['limits']> = {}) =>
  createSafeFetcher({
    allowPrivateHosts: [`127.0.0.1:${port}`],
    userAgent: 'RampartTest/1.0 (+https://rampart.example/bot)',
    limits: { timeoutMs: 5_000, maxBytes: MAX_BYTES, maxRedirects: 3, ...limits },
    now: () => new Date('2025-03-01T12:00:00Z'),
  });

describe('safe fetch: answers', () => {
  it('answers with status, media type, body, headers sent and fetch time', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(404, { 'content-type': 'Text/HTML; Charset=UTF-8' });
      res.end('<h1>Not here</h1>');
    });
    const page = await fetcherFor(site.port).fetch(`${site.origin}/missing`);
    expect(page).toMatchObject({
      requestedUrl: `${site.origin}/missing`,
      url: `${site.origin}/missing`,
      status: 404,
      contentType: 'text/html',
      fetchedAt: new Date('2025-03-01T12:00:00Z'),
      redirects: [],
    });
    expect(page.body.toString()).toBe('<h1>Not here</h1>');
    expect(page.headers?.['content-type']).toBe('Text/HTML; Charset=UTF-8');
    const sent = site.requests[0]?.headers;
    expect(sent?.['user-agent']).toBe('RampartTest/1.0 (+https://rampart.example/bot)');
    expect(sent?.accept).toContain('text/html');
    expect(sent?.['accept-encoding']).toBe('gzip, deflate, br');
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ] as const)('decodes a %s body', async (encoding, compress) => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': encoding });
      res.end(compress(Buffer.from('plain words '.repeat(100))));
    });
    const page = await fetcherFor(site.port).fetch(`${site.origin}/`);
    expect(page.body.toString()).toBe('plain words '.repeat(100));
  });

  it('follows relative redirects, up to the limit, and lists them', async () => {
    const site = await startSite((req, res) => {
      const hop = Number(/\/hop\/(\d+)/.exec(req.url ?? '')?.[1] ?? 0);
      if (hop < 3) {
        res.writeHead([301, 302, 307][hop] ?? 302, { location: `../hop/${hop + 1}` });
        res.end();
      } else res.end(`arrived after ${hop}`);
    });
    const page = await fetcherFor(site.port).fetch(`${site.origin}/hop/0`);
    expect(page.body.toString()).toBe('arrived after 3');
    expect(page.url).toBe(`${site.origin}/hop/3`);
    expect(page.redirects).toEqual([1, 2, 3].map((n) => `${site.origin}/hop/${n}`));
  });

  it('refuses more redirects than the limit', async () => {
    const site = await startSite((req, res) => {
      res.writeHead(308, { location: `${req.url ?? '/'}x` });
      res.end();
    });
    const refused = fetcherFor(site.port, { maxRedirects: 3 }).fetch(`${site.origin}/`);
    expect(await refusal(refused)).toBe('too_many_redirects');
    expect(site.requests).toHaveLength(4);
  });
});

describe('safe fetch: size and time', () => {
  it('refuses a body announced larger than the limit, without reading it', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-length': String(MAX_BYTES + 1) });
      res.end(Buffer.alloc(MAX_BYTES + 1));
    });
    expect(await refusal(fetcherFor(site.port).fetch(`${site.origin}/`))).toBe('too_large');
  });

  it('refuses a streamed body that grows past the limit', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      // Chunked, no Content-Length: the limit must be counted while reading.
      for (let i = 0; i < 10; i += 1) res.write(Buffer.alloc(MAX_BYTES / 8, 'a'));
      res.end();
    });
    expect(await refusal(fetcherFor(site.port).fetch(`${site.origin}/`))).toBe('too_large');
  });

  it('takes a body of exactly the limit', async () => {
    const site = await startSite((_req, res) => res.end(Buffer.alloc(MAX_BYTES, 'a')));
    const page = await fetcherFor(site.port).fetch(`${site.origin}/`);
    expect(page.body.length).toBe(MAX_BYTES);
  });

  it('refuses a gzip bomb by its decoded size, without inflating it in memory', async () => {
    const bomb = await gzipZeros(256 * 1024 * 1024);
    const maxBytes = 1024 * 1024;
    // Small on the wire: only the decoded size can trip the limit.
    expect(bomb.length).toBeLessThan(maxBytes);
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length });
      res.end(bomb);
    });
    const before = process.memoryUsage().arrayBuffers;
    const refused = fetcherFor(site.port, { maxBytes }).fetch(`${site.origin}/`);
    expect(await refusal(refused)).toBe('too_large');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('applies a tighter per-request limit', async () => {
    const site = await startSite((_req, res) => res.end(Buffer.alloc(2000, 'a')));
    const refused = fetcherFor(site.port).fetch(`${site.origin}/`, { maxBytes: 1000 });
    expect(await refusal(refused)).toBe('too_large');
  });

  it('times out on a server that never answers', async () => {
    // The server never answers, so only the fetcher's own timer can end this with 'timeout'.
    const site = await startSite(() => undefined);
    const refused = fetcherFor(site.port, { timeoutMs: 300 }).fetch(`${site.origin}/`);
    expect(await refusal(refused)).toBe('timeout');
  });

  it('times out on a body that trickles past the deadline', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>start');
      // Never ends.
    });
    const refused = fetcherFor(site.port, { timeoutMs: 300 }).fetch(`${site.origin}/`);
    expect(await refusal(refused)).toBe('timeout');
  });

  it("stops on the caller's signal with the caller's reason", async () => {
    const site = await startSite(() => undefined);
    const controller = new AbortController();
    const fetching = fetcherFor(site.port).fetch(`${site.origin}/`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job cancelled')), 50);
    await expect(fetching).rejects.toThrow('job cancelled');
  });
});
