import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createChromiumRenderer } from '../../../fetcher/page-renderer.ts';
import { fetcherFor, serveRoutes } from './extraction-test-kit.ts';
import { readBody } from './read-body.ts';

// A rendered page is read at the URL the browser ended on: only an http(s) page of the web
// may become a fact's source, never a document the page's own script made up.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

const BLOB_PAGE = `<!doctype html><html><head><script>
  const html = '<h1>Acme</h1><p>We are SOC 2 Type II certified, audited every year by an independent firm of auditors.</p>';
  location.href = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
</script></head><body></body></html>`;

const renderers: ReturnType<typeof createChromiumRenderer>[] = [];
afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()));
});

describe.skipIf(!hasChromium)('reading a rendered page', () => {
  it('does not read a page whose script navigated to a blob: document', async () => {
    const site = await serveRoutes({ '/': BLOB_PAGE });
    const renderer = createChromiumRenderer({
      executablePath: CHROMIUM,
      fetcher: fetcherFor(site),
      timeoutMs: 10_000,
    });
    renderers.push(renderer);
    const read = await readBody(
      {
        url: `${site.origin}/`,
        kind: 'home',
        fetchedAt: '2026-01-01T00:00:00.000Z',
        renderer,
        pdfMaxPages: 3,
        jsOnlyMaxWords: 20,
      },
      'text/html',
      Buffer.from(BLOB_PAGE),
    );
    expect(read.doc).toBeNull();
    expect(read.readAs).toBe('none');
    expect(read.note).toMatch(/blob: document/);
  }, 30_000);
});
