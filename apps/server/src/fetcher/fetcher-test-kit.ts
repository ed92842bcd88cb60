// Real HTTP servers on 127.0.0.1 ephemeral ports for the fetcher's tests, closed after each
// test. Each records the requests it received, so a test can assert a refused fetch never
// reached it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, expect, vi } from 'vitest';
import { FetchRefused, type FetchRefusalReason } from './fetch-types.ts';

export type LocalSite = {
  port: number;
  origin: string;
  requests: { url: string; headers: IncomingMessage['headers'] }[];
  /** TCP connections accepted, requests or not (a preconnect, a WebSocket attempt). */
  connections: number;
};

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

export const startSite = async (
  handler: (req: IncomingMessage, res: ServerResponse, site: LocalSite) => void,
): Promise<LocalSite> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const site: LocalSite = {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests: [],
    connections: 0,
  };
  server.on('connection', () => (site.connections += 1));
  server.on('request', (req, res) => {
    site.requests.push({ url: req.url ?? '', headers: req.headers });
    handler(req, res, site);
  });
  open.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return site;
};

/** A site answering every request with one HTML page. */
export const startPage = (html: string) =>
  startSite((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });

/** The reason a fetch was refused; fails the test when it was answered or failed otherwise. */
export const refusal = async (promise: Promise<unknown>): Promise<FetchRefusalReason> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FetchRefused)) {
    throw new Error(`expected a FetchRefused, got ${String(error)}`);
  }
  return error.reason;
};

/**
 * Stops any outgoing TCP connection for the rest of the test and records the attempts: a test
 * of an address that would need a real route (10.x, 169.254.x, ...) then sends no packet even
 * if the fetcher failed to refuse it.
 */
export const forbidConnections = () => {
  // The socket is left unconnected: the fetch then ends only by refusal or by its timeout.
  const connect = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
  ) {
    return this;
  });
  return { expectNoAttempt: () => expect(connect).not.toHaveBeenCalled() };
};
