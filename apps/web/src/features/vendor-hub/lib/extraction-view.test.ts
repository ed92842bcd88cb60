import { describe, expect, it } from 'vitest';
import type { CertificationClaim, FactSource, VendorExtraction } from '@rampart/contracts';
import {
  claimsByGrade,
  extractionFacts,
  factsFound,
  isWebUrl,
  jobProgress,
  shortUrl,
} from './extraction-view.ts';

const source = (quote: string): FactSource => ({
  url: 'https://acme.example/',
  fetchedAt: '2026-03-01T10:00:00.000Z',
  quote,
  by: 'rules',
});

const extraction = (over: Partial<VendorExtraction> = {}): VendorExtraction => ({
  name: 'Acme',
  description: '',
  category: 'CLOUD_PROVIDER',
  headquarterAddress: '',
  legalName: 'Acme Ltd',
  certifications: [],
  urls: {
    privacyPolicy: 'https://acme.example/privacy',
    serviceLevelAgreement: null,
    dataProcessingAgreement: null,
    businessAssociateAgreement: null,
    subprocessorsList: null,
    securityPage: null,
    trustPage: null,
    termsOfService: null,
    statusPage: null,
  },
  sources: {
    name: source('Acme'),
    'urls.privacyPolicy': source('Privacy Policy'),
    description: source('stale'),
  },
  certificationClaims: [],
  subprocessors: [],
  pages: [],
  fallback: false,
  notes: [],
  website: 'https://acme.example',
  ...over,
});

describe('extractionFacts', () => {
  it('lists identity first, then every page, each with its own source', () => {
    const facts = extractionFacts(extraction());
    expect(facts.map((f) => f.key).slice(0, 6)).toEqual([
      'name',
      'legalName',
      'description',
      'category',
      'headquarterAddress',
      'urls.privacyPolicy',
    ]);
    expect(facts).toHaveLength(5 + 9);
    expect(facts[0]).toMatchObject({ value: 'Acme', source: { quote: 'Acme' } });
    expect(facts.find((f) => f.key === 'urls.privacyPolicy')).toMatchObject({
      link: true,
      source: { quote: 'Privacy Policy' },
    });
  });

  it('shows a fact that was not found as missing, with no source even if one is recorded', () => {
    const description = extractionFacts(extraction()).find((f) => f.key === 'description');
    expect(description).toMatchObject({ value: null, source: null });
  });

  it('a found fact without a recorded source says so (null source)', () => {
    const legal = extractionFacts(extraction()).find((f) => f.key === 'legalName');
    expect(legal).toMatchObject({ value: 'Acme Ltd', source: null });
  });

  it('shows the default category Other, with nothing read behind it, as not found', () => {
    const category = (over: Partial<VendorExtraction>) =>
      extractionFacts(extraction(over)).find((f) => f.key === 'category');
    expect(category({ category: 'OTHER' })).toMatchObject({ value: null });
    expect(
      category({ category: 'OTHER', sources: { category: source('Other services') } }),
    ).toMatchObject({ value: 'Other' });
    expect(category({ category: 'MARKETING' })).toMatchObject({ value: 'Marketing' });
  });

  it('counts the facts found', () => {
    expect(factsFound(extractionFacts(extraction()))).toEqual({ found: 4, total: 14 });
  });
});

describe('claimsByGrade', () => {
  const claim = (label: string, grade: CertificationClaim['grade']): CertificationClaim => ({
    name: label,
    framework: null,
    label,
    grade,
    source: source(label),
  });

  it('groups every grade in order, empty ones included', () => {
    const groups = claimsByGrade([
      claim('ISO 27001', 'mentioned'),
      claim('SOC 2', 'held'),
      claim('PCI DSS', 'held'),
    ]);
    expect(groups.map((g) => [g.grade, g.claims.map((c) => c.label)])).toEqual([
      ['held', ['SOC 2', 'PCI DSS']],
      ['in_progress', []],
      ['mentioned', ['ISO 27001']],
    ]);
  });
});

describe('jobProgress', () => {
  it('clamps to 0..100 and is full once completed', () => {
    expect(jobProgress({ progress: -5, status: 'running' })).toBe(0);
    expect(jobProgress({ progress: 140, status: 'running' })).toBe(100);
    expect(jobProgress({ progress: 42.4, status: 'running' })).toBe(42);
    expect(jobProgress({ progress: 80, status: 'completed' })).toBe(100);
  });
});

describe('links', () => {
  it('shortens an address for display', () => {
    expect(shortUrl('https://acme.example/')).toBe('acme.example');
    expect(shortUrl('https://acme.example/legal/privacy?x=1')).toBe(
      'acme.example/legal/privacy?x=1',
    );
    expect(shortUrl('not a url')).toBe('not a url');
  });

  it('links only http(s) addresses', () => {
    expect(isWebUrl('https://acme.example/privacy')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:3290/')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/privacy')).toBe(false);
  });
});
