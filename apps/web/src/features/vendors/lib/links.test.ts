import { describe, expect, it } from 'vitest';
import { isHttpUrl, isOwnSite, websiteHost } from './links.ts';

describe('vendor links', () => {
  it('names a site by its host, without www', () => {
    expect(websiteHost('https://www.Acme.example/about')).toBe('acme.example');
    expect(websiteHost('not a url')).toBe('');
    expect(websiteHost(null)).toBe('');
  });

  it.each([
    ['https://acme.example/privacy', true],
    ['https://www.acme.example/privacy', true],
    ['https://trust.acme.example/', true],
    ['https://acme.example.evil.test/privacy', false],
    ['https://notacme.example/privacy', false],
    ['https://policies.other.test/acme', false],
  ])('%s belongs to acme.example: %s', (url, own) => {
    expect(isOwnSite(url, 'https://acme.example')).toBe(own);
  });

  it('makes only http(s) links clickable', () => {
    expect(isHttpUrl('https://acme.example')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('mailto:a@acme.example')).toBe(false);
  });
});
