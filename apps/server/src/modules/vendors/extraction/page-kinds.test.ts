import { describe, expect, it } from 'vitest';
import { probeRound } from './crawl-plan.ts';
import { classifyHeading, classifyLink } from './page-kinds.ts';
import { baseDomain, nameFromHost, normalizeStartUrl } from './site-urls.ts';

const O = 'https://acme.example';

describe('classifyLink', () => {
  it.each([
    [`${O}/x`, 'Privacy Policy', 'privacyPolicy'],
    [`${O}/x`, 'Privacy Notice', 'privacyPolicy'],
    [`${O}/x`, 'Privacy & Security', 'privacyPolicy'],
    [`${O}/x`, 'Terms of Service', 'termsOfService'],
    [`${O}/x`, 'Master Subscription Agreement', 'termsOfService'],
    [`${O}/x`, 'Data Processing Addendum', 'dataProcessingAgreement'],
    [`${O}/x`, 'DPA', 'dataProcessingAgreement'],
    [`${O}/x`, 'Business Associate Agreement', 'businessAssociateAgreement'],
    [`${O}/x`, 'Sub-processors', 'subprocessorsList'],
    [`${O}/x`, 'Subprocessor list', 'subprocessorsList'],
    [`${O}/x`, 'Service Level Agreement', 'serviceLevelAgreement'],
    [`${O}/x`, 'Security', 'securityPage'],
    [`${O}/x`, 'Trust Center', 'trustPage'],
    [`${O}/x`, 'Trust & Security', 'trustPage'],
    [`${O}/x`, 'System Status', 'statusPage'],
    // No words: the host, then the last segment of the path.
    ['https://status.acme.example', '', 'statusPage'],
    ['https://acme.statuspage.io/', 'Uptime', 'statusPage'],
    ['https://trust.acme.example/', '', 'trustPage'],
    [`${O}/legal/privacy-policy.html`, '', 'privacyPolicy'],
    [`${O}/trust/security`, '', 'securityPage'],
    [`${O}/legal/sub-processors`, '', 'subprocessorsList'],
    [`${O}/legal/baa`, 'Read more', 'businessAssociateAgreement'],
  ])('%s "%s" is %s', (url, text, key) => {
    expect(classifyLink(url, text)?.key).toBe(key);
  });

  it.each([
    [`${O}/privacy-choices`, 'Your Privacy Choices'],
    [`${O}/security/report`, 'Report a security vulnerability'],
    [
      `${O}/blog/privacy-tips`,
      'Five privacy tips for small teams that everyone should read today and tomorrow and beyond',
    ],
    [`${O}/careers`, 'Careers'],
  ])('%s "%s" is none of the VendorInfo pages', (url, text) => {
    expect(classifyLink(url, text)?.key ?? null).toBeNull();
  });

  it('knows hubs and company pages', () => {
    expect(classifyLink(`${O}/legal`, 'Legal')).toMatchObject({ kind: 'legal', key: null });
    expect(classifyLink(`${O}/impressum`, '')).toMatchObject({ kind: 'about', key: null });
  });
});

describe('classifyHeading', () => {
  it.each([
    [['Data Processing Addendum'], 'dpa'],
    [['Privacy Policy | Acme'], 'privacy'],
    [['Welcome', 'Terms of Use – Acme'], 'terms'],
  ])('%j is %s', (titles, kind) => {
    expect(classifyHeading(titles)?.kind).toBe(kind);
  });
});

describe('probes', () => {
  it('guess only the kinds nothing pointed to, one path per kind and round', () => {
    const found = new Set(['privacy', 'terms', 'security', 'trust', 'dpa', 'sla', 'baa'] as const);
    expect(probeRound(O, 0, new Set(found)).map((p) => p.url)).toEqual([
      `${O}/legal`,
      `${O}/subprocessors`,
    ]);
    expect(probeRound(O, 1, new Set(found)).map((p) => p.url)).toEqual([
      `${O}/legal/subprocessors`,
    ]);
    expect(probeRound(O, 5, new Set())).toEqual([]);
  });
});

describe('site URLs', () => {
  it.each([
    ['acme.example', 'Acme'],
    ['www.blue-harbor.co.uk', 'Blue Harbor'],
    ['app.keystone-hr.com', 'Keystone Hr'],
    ['127.0.0.1', '127.0.0.1'],
  ])('the fallback name of %s is %s', (host, name) => {
    expect(nameFromHost(host)).toBe(name);
  });

  it.each([
    ['trust.acme.co.uk', 'acme.co.uk'],
    ['status.acme.example', 'acme.example'],
    ['acme.example', 'acme.example'],
  ])('the base domain of %s is %s', (host, base) => {
    expect(baseDomain(host)).toBe(base);
  });

  it.each([
    ['acme.example', 'https://acme.example/'],
    [' http://acme.example/about#team ', 'http://acme.example/about'],
    ['ftp://acme.example', null],
    ['', null],
    ['http://', null],
  ])('%j starts at %s', (input, start) => {
    expect(normalizeStartUrl(input)?.href ?? null).toBe(start);
  });
});
