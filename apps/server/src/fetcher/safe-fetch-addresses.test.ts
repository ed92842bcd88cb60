import { describe, expect, it } from 'vitest';
import net, { type AddressInfo, type LookupFunction } from 'node:net';
import type { SafeFetcherOptions } from './fetch-types.ts';
import { forbidConnections, refusal, startPage, startSite } from './fetcher-test-kit.ts';
import { createSafeFetcher } from './safe-fetch.ts';

const fetcher = (options: Partial<SafeFetcherOptions> = {}) =>
  createSafeFetcher({
    allowPrivateHosts: [],
    userAgent: 'RampartTest/1.0',
    limits: { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 5 },
    ...options,
  });

describe('safe fetch: addresses', () => {
  it('refuses 127.0.0.1 without reaching the server', async () => {
    const site = await startPage('secret');
    expect(await refusal(fetcher().fetch(`${site.origin}/`))).toBe('address');
    expect(site.connections).toBe(0);
  });

  it('refuses localhost: the name resolves to loopback', async () => {
    const site = await startPage('secret');
    expect(await refusal(fetcher().fetch(`http://localhost:${site.port}/`))).toBe('address');
    expect(site.connections).toBe(0);
  });

  it('refuses https://localhost before any TLS is spoken', async () => {
    const site = await startPage('secret');
    expect(await refusal(fetcher().fetch(`https://localhost:${site.port}/`))).toBe('address');
    expect(site.connections).toBe(0);
  });

  it('refuses a name the resolver points at loopback (DNS rebinding)', async () => {
    const site = await startPage('secret');
    const lookup: LookupFunction = (_host, options, callback) =>
      options.all
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(null, '127.0.0.1', 4);
    const refused = fetcher({ lookup }).fetch(`http://vendor.example:${site.port}/`);
    expect(await refusal(refused)).toBe('address');
    expect(site.connections).toBe(0);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:a9fe:a9fe::1]/',
    'https://2130706433/',
    'http://0x7f.1/',
  ])('refuses %s by address, without opening a connection', async (url) => {
    const guard = forbidConnections();
    expect(await refusal(fetcher().fetch(url))).toBe('address');
    guard.expectNoAttempt();
  });

  it.each([
    ['ftp://example.com/file', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://user:pass@example.com/', 'credentials'],
    ['http://user@example.com/', 'credentials'],
    ['not a url', 'invalid_url'],
    ['http://exa mple.com/', 'invalid_url'],
  ])('refuses %s (%s) before any connection', async (url, reason) => {
    const guard = forbidConnections();
    expect(await refusal(fetcher().fetch(url))).toBe(reason);
    guard.expectNoAttempt();
  });

  it('reports a name that does not resolve as dns', async () => {
    const lookup: LookupFunction = (host, _options, callback) =>
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
          code: 'ENOTFOUND',
          syscall: 'getaddrinfo',
        }),
        '',
      );
    expect(await refusal(fetcher({ lookup }).fetch('http://nowhere.example/'))).toBe('dns');
  });

  it('reports a refused connection as network', async () => {
    // A port that was just free: nothing listens there.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const fetch = fetcher({ allowPrivateHosts: [`127.0.0.1:${port}`] }).fetch;
    expect(await refusal(fetch(`http://127.0.0.1:${port}/`))).toBe('network');
  });
});

describe('safe fetch: allow-listed hosts', () => {
  it('lets an allow-listed host:port through, and no other port of that host', async () => {
    const allowed = await startPage('<p>vendor page</p>');
    const other = await startPage('secret');
    const fetch = fetcher({ allowPrivateHosts: [`127.0.0.1:${allowed.port}`] }).fetch;
    const page = await fetch(`${allowed.origin}/`);
    expect(page.body.toString()).toBe('<p>vendor page</p>');
    expect(await refusal(fetch(`${other.origin}/`))).toBe('address');
    expect(other.connections).toBe(0);
  });

  it('lets every port of an allow-listed host through, case-insensitively', async () => {
    const a = await startPage('a');
    const b = await startPage('b');
    const fetch = fetcher({ allowPrivateHosts: ['LocalHost'] }).fetch;
    expect((await fetch(`http://localhost:${a.port}/`)).body.toString()).toBe('a');
    expect((await fetch(`http://LOCALHOST:${b.port}/`)).body.toString()).toBe('b');
    // The same server under another name is not allow-listed.
    expect(await refusal(fetch(`${a.origin}/`))).toBe('address');
  });

  it('accepts bracketed IPv6 entries', async () => {
    const guard = forbidConnections();
    const fetch = fetcher({ allowPrivateHosts: ['[::1]:8080'] }).fetch;
    expect(await refusal(fetch('http://[::1]:8081/'))).toBe('address');
    guard.expectNoAttempt();
  });

  it('refuses a redirect from an allow-listed site to a loopback port that is not', async () => {
    const target = await startPage('secret');
    const site = await startSite((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${target.port}/admin` });
      res.end();
    });
    const fetch = fetcher({ allowPrivateHosts: [`127.0.0.1:${site.port}`] }).fetch;
    expect(await refusal(fetch(`${site.origin}/start`))).toBe('address');
    expect(site.requests).toHaveLength(1);
    expect(target.connections).toBe(0);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const site = await startSite((_req, res) => {
      res.writeHead(301, { location: 'file:///etc/passwd' });
      res.end();
    });
    const fetch = fetcher({ allowPrivateHosts: [`127.0.0.1:${site.port}`] }).fetch;
    expect(await refusal(fetch(`${site.origin}/`))).toBe('scheme');
  });
});
