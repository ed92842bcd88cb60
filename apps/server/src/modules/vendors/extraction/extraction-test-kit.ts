// Vendor sites on 127.0.0.1 ephemeral ports for the extractor's tests, each its own origin,
// read through the real SafeFetcher with those ports allow-listed. Every URL the extractor
// asks for is recorded, so a test can assert a host was never requested.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { afterEach } from 'vitest';
import { createSafeFetcher } from '../../../fetcher/safe-fetch.ts';
import type { SafeFetcher } from '../../../fetcher/fetch-types.ts';

export type Served = { origin: string; host: string; paths: string[] };

export type Reply = {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
};
export type Routes = Record<
  string,
  Reply | string | ((req: IncomingMessage) => Reply | Promise<Reply>)
>;

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

const serve = async (
  handle: (path: string, req: IncomingMessage) => Promise<Reply> | Reply,
): Promise<Served> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const served: Served = {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    paths: [],
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', served.origin).pathname;
    served.paths.push(path);
    void Promise.resolve(handle(path, req)).then((reply) => {
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.type ?? 'text/html; charset=utf-8',
        ...reply.headers,
      });
      res.end(reply.body ?? '');
    });
  });
  open.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return served;
};

const NOT_FOUND: Reply = { status: 404, type: 'text/plain', body: 'Not found' };
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

/** A static folder: "/x" and "/x/" serve the folder x's index.html, a file itself, else 404. */
export const serveFolder = (root: string) =>
  serve(async (path) => {
    const file = resolve(root, `.${decodeURIComponent(path)}`);
    if (file !== root && !file.startsWith(`${root}${sep}`)) return NOT_FOUND;
    for (const candidate of [file, join(file, 'index.html')]) {
      try {
        if (!(await stat(candidate)).isFile()) continue;
        const type = TYPES[extname(candidate)] ?? 'application/octet-stream';
        return { body: await readFile(candidate), type };
      } catch {
        // Not there: try the next form, then 404.
      }
    }
    return NOT_FOUND;
  });

/** A site made of routes written in the test; an HTML string is a 200 text/html page. */
export const serveRoutes = (routes: Routes) =>
  serve((path, req) => {
    const route = routes[path];
    if (route === undefined) return NOT_FOUND;
    if (typeof route === 'string') return { body: route };
    return typeof route === 'function' ? route(req) : route;
  });

export type RecordingFetcher = SafeFetcher & { asked: string[] };

/** The real SafeFetcher, loopback allowed for the given sites only, recording every URL asked. */
export const fetcherFor = (...sites: Served[]): RecordingFetcher => {
  const inner = createSafeFetcher({
    allowPrivateHosts: sites.map((s) => s.host),
    userAgent: 'RampartVendorReader/1.0 (test)',
    limits: { timeoutMs: 5_000, maxBytes: 12_000_000, maxRedirects: 5 },
  });
  const asked: string[] = [];
  return {
    asked,
    fetch: (url, options) => {
      asked.push(url);
      return inner.fetch(url, options);
    },
  };
};

export const page = (body: string, head = '') =>
  `<!doctype html><html lang=en><head><meta charset=utf-8>${head}</head><body>${body}</body></html>`;
