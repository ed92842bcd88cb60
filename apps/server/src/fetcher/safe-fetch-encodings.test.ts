import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { refusal, startSite } from './fetcher-test-kit.ts';
import { createSafeFetcher } from './safe-fetch.ts';

const fetcherFor = (port: number) =>
  createSafeFetcher({
    allowPrivateHosts: [`127.0.0.1:${port}`],
    userAgent: 'RampartTest/1.0',
    limits: { timeoutMs: 5_000, maxBytes: 64 * 1024, maxRedirects: 3 },
  });

describe('safe fetch: content encodings', () => {
  it('decodes two encodings applied one over the other', async () => {
    const twice = gzipSync(gzipSync('<p>Hello</p>'));
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip, gzip' });
      res.end(twice);
    });
    const page = await fetcherFor(site.port).fetch(`${site.origin}/`);
    expect(page.body.toString()).toBe('<p>Hello</p>');
  });

  it('refuses a body announced with thousands of encodings, without a decoder for each', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(200, { 'content-encoding': Array(2_500).fill('gzip').join(',') });
      res.end('x');
    });
    const before = process.memoryUsage().rss;
    const refused = fetcherFor(site.port).fetch(`${site.origin}/`);
    expect(await refusal(refused)).toBe('network');
    await refused.catch((error: Error) => expect(error.message).toMatch(/2500 layers/));
    expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024);
  });
});
