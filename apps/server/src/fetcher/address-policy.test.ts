import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-policy.ts';

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    // IPv6 forms that embed IPv4 are judged by the IPv4 they carry.
    ['::ffff:127.0.0.1', 'ipv4Mapped of 127.0.0.1 (loopback)'],
    ['::ffff:7f00:1', 'ipv4Mapped of 127.0.0.1 (loopback)'],
    ['::ffff:a9fe:a9fe', 'ipv4Mapped of 169.254.169.254 (linkLocal)'],
    ['::ffff:0:a00:1', 'rfc6145 of 10.0.0.1 (private)'],
    ['64:ff9b::7f00:1', 'rfc6052 of 127.0.0.1 (loopback)'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052 of 169.254.169.254 (linkLocal)'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1 (loopback)'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1 (private)'],
    // Teredo: server 65.54.227.120, client ~(0x3fff, 0xfdd2) = 192.0.2.45 (reserved).
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo of 192.0.2.45 (reserved)'],
    ['2001:0:7f00:1:8000:63bf:3fff:fdd2', 'teredo of 127.0.0.1 (loopback)'],
    // Local-use NAT64 has no fixed place for the IPv4 address: refused as a whole.
    ['64:ff9b:1::1', 'rfc6052'],
    // Not global unicast even though ipaddr.js calls them unicast.
    ['::7f00:1', 'reserved'],
    ['4000::1', 'reserved'],
    ['localhost', 'not an IP address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(addressRefusal(address)).toBe(why);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:84e5',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows public %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });
});
