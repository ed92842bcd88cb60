// The vendor fixture sites of `npm run bench:vendors`: each site/ folder served as its own origin
// on 127.0.0.1, every request it receives logged, so the bench can tell what an extractor read.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { VendorTruth } from './vendor-score.ts';

export type VendorSite = { slug: string; siteDir: string; truth: VendorTruth };

/** Every `<slug>/` of a fixture folder that holds a truth.json and a site/ folder. */
export const loadVendorSites = (root: string): VendorSite[] =>
  readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'truth.json')))
    .map((d) => ({
      slug: d.name,
      siteDir: join(root, d.name, 'site'),
      truth: JSON.parse(readFileSync(join(root, d.name, 'truth.json'), 'utf8')) as VendorTruth,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};
// Held-out pages write their own absolute URLs (sitemaps, robots.txt Sitemap:, canonical links)
// with this token, since the port is only known once the server listens.
const ORIGIN_TOKEN = '{{ORIGIN}}';
const TEXT = new Set(['.html', '.xml', '.txt', '.json']);

export type ServedSite = {
  origin: string;
  /** Paths with query, in order of arrival ("/legal/privacy"). */
  requests: string[];
  /** The site's robots.txt as served, or null. */
  robotsTxt: string | null;
  close(): Promise<void>;
};

/** Maps a URL path to a file: a folder answers with its index.html, "x" and "x/" alike. */
const fileFor = (siteDir: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = resolve(siteDir, `.${decoded}`);
  if (path !== siteDir && !path.startsWith(siteDir + sep)) return null;
  if (!existsSync(path)) return null;
  if (statSync(path).isDirectory()) {
    const index = join(path, 'index.html');
    return existsSync(index) ? index : null;
  }
  return path;
};

const body = (file: string, origin: string): Buffer => {
  const raw = readFileSync(file);
  return TEXT.has(extname(file))
    ? Buffer.from(raw.toString('utf8').replaceAll(ORIGIN_TOKEN, origin))
    : raw;
};

export const serveSite = async (siteDir: string): Promise<ServedSite> => {
  const root = resolve(siteDir);
  const requests: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url.pathname + url.search);
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(root, url.pathname) : null;
    if (!file) {
      res.writeHead(404, { 'content-type': TYPES['.html']! });
      res.end('<!doctype html><title>Not found</title><h1>Not found</h1>');
      return;
    }
    const content = body(file, origin);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': content.length,
    });
    res.end(req.method === 'HEAD' ? undefined : content);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const robots = fileFor(root, '/robots.txt');
  return {
    origin,
    requests,
    robotsTxt: robots ? body(robots, origin).toString('utf8') : null,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
