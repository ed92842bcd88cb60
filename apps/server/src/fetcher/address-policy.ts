// Which IP addresses the fetcher may connect to: public unicast only.
//
// Classification uses ipaddr.js (its IANA special-purpose ranges) rather than
// request-filtering-agent (read, not taken), a thin agent over the same ipaddr.js `range()`. Its
// rule "anything not 'unicast' is private" cannot be used as it stands here:
// - it refuses every IPv6 form that embeds IPv4 (NAT64 64:ff9b::/96, 6to4, Teredo) wholesale,
//   so on an IPv6-only network with DNS64 every IPv4-only vendor site would be refused; here they
//   are judged by the IPv4 address they embed;
// - it lets through IPv6 that ipaddr.js calls 'unicast' but is not global unicast, such as the
//   deprecated IPv4-compatible ::7f00:1 or unallocated 4000::1; here IPv6 must be in 2000::/3;
// - its exemption is by IP address, ours by host name (FETCH_ALLOW_PRIVATE_HOSTS), and its
//   errors are bare messages where we need a typed 'address' refusal.
// So the connection hook (connect-guard.ts) is ours and small, and the ranges are ipaddr.js's.
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

const v4FromWords = (high: number, low: number): ipaddr.IPv4 =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 addresses an IPv6 transition address carries, or null when it carries none. */
const embeddedIPv4 = (address: ipaddr.IPv6): ipaddr.IPv4[] | null => {
  const words = address.parts;
  const word = (i: number) => words[i] ?? 0;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [v4FromWords(word(6), word(7))];
    case 'rfc6052': // NAT64: only the well-known /96 has a fixed place for the IPv4 address
      return address.match(NAT64_WELL_KNOWN) ? [v4FromWords(word(6), word(7))] : null;
    case '6to4': // 2002:aabb:ccdd::/48
      return [v4FromWords(word(1), word(2))];
    case 'teredo': // 2001:0:server:server:flags:port:~client:~client
      return [v4FromWords(word(2), word(3)), v4FromWords(~word(6) & 0xffff, ~word(7) & 0xffff)];
    default:
      return null;
  }
};

const ipv6Refusal = (address: ipaddr.IPv6): string | null => {
  const embedded = embeddedIPv4(address);
  if (embedded) {
    for (const v4 of embedded) {
      const range = v4.range();
      if (range !== 'unicast') return `${address.range()} of ${v4.toString()} (${range})`;
    }
    return null;
  }
  const range = address.range();
  if (range !== 'unicast') return range;
  return address.match(GLOBAL_UNICAST_V6) ? null : 'reserved';
};

/**
 * Why the fetcher may not connect to this IP address ('loopback', 'private', 'linkLocal', ...),
 * or null when it is public unicast. A string that is not an IP address is refused too.
 */
export const addressRefusal = (address: string): string | null => {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') return ipv6Refusal(parsed as ipaddr.IPv6);
  const range = (parsed as ipaddr.IPv4).range();
  return range === 'unicast' ? null : range;
};
