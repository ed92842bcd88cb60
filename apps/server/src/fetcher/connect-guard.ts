// The address check sits in the socket connection itself: the agents below hand net.connect a
// lookup that refuses a disallowed answer, and refuse an IP-literal host (which net.connect
// connects to without any lookup) before a socket is opened. The address checked is therefore
// the address connected to; there is no earlier resolution for a DNS rebinding to slip past.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { Duplex } from 'node:stream';
import { addressRefusal } from './address-policy.ts';

/** The connection would have gone to an address the policy refuses. */
export class AddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    // The message reaches the person who typed the URL (a page note, a health message): it
    // names the kind of network, never the address a name resolved to, which would let anyone
    // map the server's internal DNS by asking for names and reading the notes.
    super(
      net.isIP(host) !== 0
        ? `${host} may not be fetched (${range})`
        : `${host} points to a ${range} address, which may not be fetched`,
    );
    this.name = 'AddressRefused';
  }
}

const check = (host: string, address: string): AddressRefused | null => {
  const range = addressRefusal(address);
  return range === null ? null : new AddressRefused(host, address, range);
};

/** Wraps a resolver so that any disallowed answer fails the lookup (and so the connection). */
export const guardLookup =
  (base: net.LookupFunction): net.LookupFunction =>
  (hostname, options, callback) => {
    base(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      // With `all: true` (Node's happy eyeballs) every answer may be tried: all must pass.
      const answers = Array.isArray(address) ? address.map((a) => a.address) : [address];
      for (const answer of answers) {
        const refused = check(hostname, answer);
        if (refused) return callback(refused, address, family);
      }
      callback(null, address, family);
    });
  };

type Callback = (err: Error | null, stream: Duplex) => void;
type ConnectOptions = { host?: string | null; lookup?: net.LookupFunction };
type Connect = (options: ConnectOptions, callback?: Callback) => Duplex | null | undefined;
type Wrap = (connect: Connect, options: ConnectOptions, callback?: Callback) => ReturnType<Connect>;

// Both agents route createConnection through `wrap`; keep-alive stays off, so a pooled socket
// never outlives the decision made for the request that opened it.
const agentsWith = (wrap: Wrap, ca?: string): GuardedAgents => ({
  http: new (class extends http.Agent {
    override createConnection(options: http.ClientRequestArgs, callback?: Callback) {
      return wrap(super.createConnection.bind(this) as Connect, options, callback);
    }
  })({ keepAlive: false }),
  https: new (class extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: Callback) {
      return wrap(super.createConnection.bind(this) as Connect, options, callback);
    }
  })({ keepAlive: false, ...(ca ? { ca: [...tls.rootCertificates, ca] } : {}) }),
});

export type GuardedAgents = { http: http.Agent; https: https.Agent };

/**
 * Agents for one trust level: `allowPrivate` ones serve allow-listed hosts only and skip the
 * address policy; the others refuse every non-public address. `lookup` replaces dns.lookup
 * (a custom resolver, or a test's).
 */
export const createGuardedAgents = (options: {
  allowPrivate: boolean;
  lookup?: net.LookupFunction;
  /** PEM certificates trusted beside Node's bundled authorities, for the allow-listed hosts only. */
  privateCa?: string;
}): GuardedAgents => {
  const base = options.lookup ?? (dns.lookup as net.LookupFunction);
  if (options.allowPrivate) {
    return agentsWith(
      (connect, o, callback) => connect({ ...o, lookup: base }, callback),
      options.privateCa,
    );
  }
  const lookup = guardLookup(base);
  return agentsWith((connect, o, callback) => {
    const host = o.host ?? 'localhost';
    // An IP-literal host is connected to without a lookup: check it here, before any socket.
    const refused = net.isIP(host) !== 0 ? check(host, host) : null;
    if (!refused) return connect({ ...o, lookup }, callback);
    const socket = new net.Socket();
    if (callback) callback(refused, socket);
    else socket.destroy(refused);
    return socket;
  });
};
