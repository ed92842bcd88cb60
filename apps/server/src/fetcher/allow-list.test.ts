import { describe, expect, it } from 'vitest';
import { createAllowList } from './allow-list.ts';

describe('allow-list of private hosts', () => {
  it.each([
    [['localhost'], 'http://localhost:3000/', true],
    [['LOCALHOST'], 'https://localhost/', true],
    [['localhost:3000'], 'http://localhost:3000/x', true],
    [['localhost:3000'], 'http://localhost:3001/', false],
    [['intranet.corp:80'], 'http://intranet.corp/', true],
    [['intranet.corp:80'], 'https://intranet.corp/', false],
    [['[::1]:8080'], 'http://[::1]:8080/', true],
    [['[::1]:8080'], 'http://[::1]:8081/', false],
    [['::1'], 'http://[::1]:9/', true],
    [['[0:0::1]'], 'http://[::1]/', true],
    [['127.0.0.1'], 'http://2130706433/', true],
    [['127.0.0.1'], 'http://localhost/', false],
    [['vendor.example'], 'http://sub.vendor.example/', false],
    [[' ', ''], 'http://localhost/', false],
    [[], 'http://localhost/', false],
  ])('%j allows %s: %s', (entries, url, expected) => {
    expect(createAllowList(entries)(new URL(url))).toBe(expected);
  });

  it.each(['host:port', 'a:1:2', '[::1', 'exa mple.com'])('rejects the entry %j', (entry) => {
    expect(() => createAllowList([entry])).toThrow(/Allow-listed host/);
  });
});
