import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startSite } from './fetcher-test-kit.ts';
import { createChromiumRenderer } from './page-renderer.ts';
import { createSafeFetcher } from './safe-fetch.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(
    `page-renderer tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`,
  );
}

const renderers: ReturnType<typeof createChromiumRenderer>[] = [];
afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()));
});

/**
 * A renderer whose fetcher may reach only the given local ports. The renderer reads
 * `options.timeoutMs` as each render starts, so a test may change it between renders.
 */
const rendererFor = (
  ports: number[],
  options: { timeoutMs?: number; maxRequests?: number } = {},
) => {
  const fetcher = createSafeFetcher({
    allowPrivateHosts: ports.map((port) => `127.0.0.1:${port}`),
    userAgent: 'RampartTest/1.0',
    limits: { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 5 },
  });
  const renderer = createChromiumRenderer({
    executablePath: CHROMIUM,
    fetcher,
    get timeoutMs() {
      return options.timeoutMs ?? 10_000;
    },
    maxRequests: options.maxRequests,
  });
  renderers.push(renderer);
  return renderer;
};

const html = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;

/** A site serving pages and scripts from a table of path -> [content type, body]. */
const startFiles = (files: Record<string, [string, string]>) =>
  startSite((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file[0] });
    res.end(file[1]);
  });

describe.skipIf(!hasChromium)('chromium page renderer', () => {
  it('renders text that only a script puts on the page', async () => {
    const site = await startFiles({
      '/': ['text/html', html('<main id="app"></main><script src="/app.js"></script>')],
      '/app.js': [
        'text/javascript',
        `fetch('/data.json').then((r) => r.json()).then((d) => {
           document.getElementById('app').textContent = 'Rendered: ' + d.name + ' – ok';
         });`,
      ],
      '/data.json': ['application/json', JSON.stringify({ name: 'Acme Cloud' })],
    });
    const result = await rendererFor([site.port]).render(`${site.origin}/`);
    expect(result.url).toBe(`${site.origin}/`);
    expect(result.html).toContain('Rendered: Acme Cloud – ok');
    expect(site.requests.map((r) => r.url)).toEqual(['/', '/app.js', '/data.json']);
  });

  it("refuses the page's requests to a loopback port that is not allow-listed", async () => {
    const other = await startFiles({ '/': ['text/plain', 'internal secret'] });
    const target = `http://127.0.0.1:${other.port}/`;
    const site = await startFiles({
      '/': [
        'text/html',
        html(`<p id="out">pending</p>
          <link rel="preconnect" href="${target}">
          <img src="${target}img.png">
          <script>
            try { new WebSocket('ws://127.0.0.1:${other.port}/'); } catch {}
            fetch('${target}', { mode: 'no-cors' })
              .then(() => { document.getElementById('out').textContent = 'reached'; })
              .catch(() => { document.getElementById('out').textContent = 'refused'; });
          </script>`),
      ],
    });
    const result = await rendererFor([site.port]).render(`${site.origin}/`);
    expect(result.html).toContain('<p id="out">refused</p>');
    expect(other.requests).toHaveLength(0);
    expect(other.connections).toBe(0);
  });

  it('opens the page at the URL its redirects end on', async () => {
    const site = await startSite((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: '/docs/' }).end();
      else if (req.url === '/docs/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(html('<script src="app.js"></script>'));
      } else if (req.url === '/docs/app.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end("document.body.append('relative script ran')");
      } else res.writeHead(404).end();
    });
    const result = await rendererFor([site.port]).render(`${site.origin}/start`);
    expect(result.url).toBe(`${site.origin}/docs/`);
    expect(result.html).toContain('relative script ran');
  });

  it('stops at the request budget and still returns the page', async () => {
    const images = Array.from({ length: 10 }, (_, i) => `<img src="/i${i}.png">`).join('');
    const site = await startSite((req, res) => {
      res.writeHead(200, { 'content-type': req.url === '/' ? 'text/html' : 'image/png' });
      res.end(req.url === '/' ? html(`<h1>Gallery</h1>${images}`) : '');
    });
    const result = await rendererFor([site.port], { maxRequests: 4 }).render(`${site.origin}/`);
    expect(result.html).toContain('<h1>Gallery</h1>');
    expect(site.requests).toHaveLength(4);
  });

  it('returns what is there when the network never goes idle', async () => {
    const site = await startSite((req, res) => {
      if (req.url !== '/') return; // every other request hangs
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        html(`<p>shell</p><script>document.body.append('script ran'); fetch('/slow');</script>`),
      );
    });
    // The browser starts under a wide budget (starting it counts, and is slow on a busy
    // machine); the page that never goes idle then gets a short one.
    const options = { timeoutMs: 30_000 };
    const renderer = rendererFor([site.port], options);
    await renderer.render(`${site.origin}/`);
    options.timeoutMs = 3_000;
    const result = await renderer.render(`${site.origin}/`);
    expect(result.html).toContain('script ran');
    // It returned although the page's own request was made and is never answered.
    expect(site.requests.map((r) => r.url)).toContain('/slow');
  });

  it('refuses a document on an address that is not allowed, as the fetcher does', async () => {
    const other = await startFiles({ '/': ['text/html', html('secret')] });
    const renderer = rendererFor([]);
    await expect(renderer.render(`${other.origin}/`)).rejects.toMatchObject({ reason: 'address' });
    expect(other.requests).toHaveLength(0);
  });
});
