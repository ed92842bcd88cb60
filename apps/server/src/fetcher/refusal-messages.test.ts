import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FetchRefused } from './fetch-types.ts';
import { createSafeFetcher } from './safe-fetch.ts';

// A refusal's message is shown to whoever asked for the URL: it may say what kind of network a
// name points to, never the internal address the server's resolver gave for it.

const resolvingTo =
  (address: string): LookupFunction =>
  (_host, options, callback) =>
    options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);

const refusalOf = async (url: string, lookup?: LookupFunction) => {
  const fetcher = createSafeFetcher({
    allowPrivateHosts: [],
    userAgent: 'RampartTest/1.0',
    limits: { timeoutMs: 2_000, maxBytes: 1024, maxRedirects: 3 },
    lookup,
  });
  const error = await fetcher.fetch(url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
};

describe('refusal messages', () => {
  it('name the network of an internal name, not the address it resolved to', async () => {
    const refused = await refusalOf('http://db.internal.example/', resolvingTo('10.20.30.40'));
    expect(refused.reason).toBe('address');
    expect(refused.message).toBe(
      'db.internal.example points to a private address, which may not be fetched',
    );
    expect(refused.message).not.toContain('10.20.30.40');
  });

  it('name an address typed as such', async () => {
    const refused = await refusalOf('http://169.254.169.254/latest/meta-data/');
    expect(refused.message).toBe('169.254.169.254 may not be fetched (linkLocal)');
  });
});
