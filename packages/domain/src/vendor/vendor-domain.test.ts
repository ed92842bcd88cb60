import { describe, expect, it } from 'vitest';
import { vendorSiteKey } from './vendor-domain.ts';

describe('vendorSiteKey', () => {
  it.each([
    ['https://acme.com', 'acme.com'],
    ['https://www.Acme.com/', 'acme.com'],
    ['ACME.COM', 'acme.com'],
    ['http://acme.com./about?x=1#top', 'acme.com'],
    ['https://app.acme.com/login', 'acme.com'],
    ['https://eu.app.acme.com', 'acme.com'],
    ['https://www.acme.co.uk', 'acme.co.uk'],
    ['https://shop.acme.co.uk', 'acme.co.uk'],
    ['https://acme.com.au', 'acme.com.au'],
    ['https://co.uk', 'co.uk'],
    ['http://127.0.0.1:5001/', '127.0.0.1:5001'],
    ['http://[::1]:8080', '[::1]:8080'],
    ['http://localhost:3000', 'localhost:3000'],
    ['https://acme.com:8443', 'acme.com:8443'],
  ])('%s → %s', (website, key) => {
    expect(vendorSiteKey(website)).toBe(key);
  });

  it.each(['', '   ', 'http://', 'not a url at all'])('%j is no site', (website) => {
    expect(vendorSiteKey(website)).toBeNull();
  });

  it('tells apart sites of different organisations', () => {
    expect(vendorSiteKey('https://acme.com')).not.toBe(vendorSiteKey('https://acme.co.uk'));
    expect(vendorSiteKey('https://acme.com')).not.toBe(vendorSiteKey('https://acme-cloud.com'));
    expect(vendorSiteKey('http://127.0.0.1:5001')).not.toBe(vendorSiteKey('http://127.0.0.1:5002'));
  });
});
