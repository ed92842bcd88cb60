import http from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AddressRefused, createGuardedAgents, guardLookup } from './connect-guard.ts';
import { forbidConnections, startSite } from './fetcher-test-kit.ts';

/** A resolver answering from a script, one answer per call, as a rebinding DNS server would. */
const scriptedResolver = (...answers: string[][]) => {
  const calls: string[] = [];
  const lookup: LookupFunction = (hostname, options, callback) => {
    calls.push(hostname);
    const addresses = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
    const entries: LookupAddress[] = addresses.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, entries);
    else callback(null, entries[0]?.address ?? '', entries[0]?.family);
  };
  return { lookup, calls };
};

const resolve = (lookup: LookupFunction, host: string, all: boolean) =>
  new Promise<unknown>((done, fail) =>
    lookup(host, { all }, (err, address) => (err ? fail(err) : done(address))),
  );

describe('guarded lookup (the hook net.connect uses)', () => {
  it('checks every resolution it is asked for: a rebinding answer on the second is refused', async () => {
    const dns = scriptedResolver(['93.184.215.14'], ['127.0.0.1']);
    const lookup = guardLookup(dns.lookup);
    // A pre-check would have seen this public answer...
    await expect(resolve(lookup, 'rebind.example', false)).resolves.toBe('93.184.215.14');
    // ...but the connection's own lookup gets the rebound one, and that is what is judged.
    await expect(resolve(lookup, 'rebind.example', false)).rejects.toBeInstanceOf(AddressRefused);
    expect(dns.calls).toEqual(['rebind.example', 'rebind.example']);
  });

  it('refuses an answer list with any disallowed address (happy eyeballs tries them all)', async () => {
    const lookup = guardLookup(scriptedResolver(['93.184.215.14', '::ffff:a9fe:a9fe']).lookup);
    const error = await resolve(lookup, 'mixed.example', true).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AddressRefused', address: '::ffff:a9fe:a9fe' });
  });

  it('judges metadata host names by the address they resolve to', async () => {
    const lookup = guardLookup(scriptedResolver(['169.254.169.254']).lookup);
    const error = await resolve(lookup, 'metadata.google.internal', true).catch((e: unknown) => e);
    expect(error).toMatchObject({ address: '169.254.169.254', range: 'linkLocal' });
  });

  it('passes public answers through unchanged', async () => {
    const lookup = guardLookup(scriptedResolver(['93.184.215.14', '2606:4700::1']).lookup);
    await expect(resolve(lookup, 'public.example', true)).resolves.toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1', family: 6 },
    ]);
  });
});

describe('guarded agents', () => {
  const get = (url: string, agent: http.Agent) =>
    new Promise<number>((done, fail) => {
      http.get(url, { agent }, (res) => done(res.statusCode ?? 0)).on('error', fail);
    });

  it('refuse an IP-literal host before opening a socket', async () => {
    const guard = forbidConnections();
    const { http: agent } = createGuardedAgents({ allowPrivate: false });
    await expect(get('http://10.0.0.1/', agent)).rejects.toBeInstanceOf(AddressRefused);
    guard.expectNoAttempt();
  });

  it('connect only to the address the guarded lookup answered', async () => {
    const site = await startSite((_req, res) => res.end('reached'));
    const dns = scriptedResolver(['127.0.0.1']);
    const { http: agent } = createGuardedAgents({ allowPrivate: false, lookup: dns.lookup });
    await expect(get(`http://rebind.example:${site.port}/`, agent)).rejects.toMatchObject({
      name: 'AddressRefused',
      host: 'rebind.example',
    });
    expect(dns.calls).toEqual(['rebind.example']);
    expect(site.connections).toBe(0);
  });
});
