import { describe, expect, it } from 'vitest';
import type { VendorExtraction } from '@rampart/contracts';
import { changeFinding, changeSummary, compareReadings } from './site-changes.ts';

type Reading = Pick<VendorExtraction, 'urls' | 'pages' | 'subprocessors' | 'certifications'>;

const urls = (over: Partial<VendorExtraction['urls']> = {}): VendorExtraction['urls'] => ({
  privacyPolicy: null,
  serviceLevelAgreement: null,
  dataProcessingAgreement: null,
  businessAssociateAgreement: null,
  subprocessorsList: null,
  securityPage: null,
  trustPage: null,
  termsOfService: null,
  statusPage: null,
  ...over,
});
const page = (url: string, contentHash: string | null) => ({
  url,
  kind: 'privacy' as const,
  status: contentHash ? 200 : null,
  fetchedAt: '2026-11-01T00:00:00.000Z',
  contentHash,
  bytes: 100,
  readAs: contentHash ? ('html' as const) : ('none' as const),
  note: null,
});
const source = {
  url: 'https://v.example/sub',
  fetchedAt: '2026-11-01T00:00:00.000Z',
  quote: 'x',
  by: 'rules' as const,
};
const sub = (name: string) => ({ name, purpose: 'Hosting', location: 'EU', source });
const reading = (over: Partial<Reading> = {}): Reading => ({
  urls: urls({ privacyPolicy: 'https://v.example/privacy' }),
  pages: [page('https://v.example/privacy', 'aaa')],
  subprocessors: [sub('AWS')],
  certifications: ['SOC 2'],
  ...over,
});

describe('compareReadings', () => {
  it('finds nothing between two identical readings', () => {
    expect(compareReadings(reading(), reading())).toEqual([]);
  });

  it('reports a privacy policy whose text changed, not one that could not be read', () => {
    const changed = reading({ pages: [page('https://v.example/privacy', 'bbb')] });
    expect(compareReadings(reading(), changed)).toEqual([
      { kind: 'page_changed', urlKey: 'privacyPolicy', url: 'https://v.example/privacy' },
    ]);
    const unreadable = reading({ pages: [page('https://v.example/privacy', null)] });
    expect(compareReadings(reading(), unreadable)).toEqual([]);
  });

  it('reports subprocessors added and removed, by name whatever the case and spacing', () => {
    const after = reading({ subprocessors: [sub(' aws '), sub('Stripe')] });
    expect(compareReadings(reading(), after)).toEqual([
      { kind: 'subprocessor_added', name: 'Stripe', purpose: 'Hosting', location: 'EU' },
    ]);
    const removed = reading({ subprocessors: [sub('Stripe')] });
    expect(compareReadings(reading(), removed).map((c) => c.kind)).toEqual([
      'subprocessor_added',
      'subprocessor_removed',
    ]);
  });

  it('does not read an empty subprocessor list as every subprocessor removed', () => {
    expect(compareReadings(reading(), reading({ subprocessors: [] }))).toEqual([]);
  });

  it('reports certifications gained and lost', () => {
    const after = reading({ certifications: ['ISO 27001'] });
    expect(compareReadings(reading(), after)).toEqual([
      { kind: 'certification_added', label: 'ISO 27001' },
      { kind: 'certification_removed', label: 'SOC 2' },
    ]);
  });

  it('reports a DPA found for the first time, and one no longer linked', () => {
    const withDpa = reading({
      urls: urls({
        privacyPolicy: 'https://v.example/privacy',
        dataProcessingAgreement: 'https://v.example/dpa',
      }),
    });
    expect(compareReadings(reading(), withDpa)).toEqual([
      { kind: 'page_added', urlKey: 'dataProcessingAgreement', url: 'https://v.example/dpa' },
    ]);
    expect(compareReadings(withDpa, reading())).toEqual([
      { kind: 'page_removed', urlKey: 'dataProcessingAgreement', url: 'https://v.example/dpa' },
    ]);
  });
});

describe('changeFinding', () => {
  it('raises a high finding for a lost certification and a medium one for a new subprocessor', () => {
    expect(changeFinding({ kind: 'certification_removed', label: 'SOC 2' })?.severity).toBe('high');
    expect(
      changeFinding({ kind: 'subprocessor_added', name: 'X', purpose: null, location: null })
        ?.severity,
    ).toBe('medium');
  });

  it('raises nothing for a gained certification, a removed subprocessor or a changed status page', () => {
    expect(changeFinding({ kind: 'certification_added', label: 'SOC 2' })).toBeNull();
    expect(changeFinding({ kind: 'subprocessor_removed', name: 'X' })).toBeNull();
    expect(changeFinding({ kind: 'page_changed', urlKey: 'securityPage', url: 'u' })).toBeNull();
  });

  it('keys a finding by what changed, so the same change raises it once', () => {
    const a = changeFinding({
      kind: 'subprocessor_added',
      name: 'Stripe',
      purpose: null,
      location: null,
    });
    const b = changeFinding({
      kind: 'subprocessor_added',
      name: ' stripe ',
      purpose: 'Payments',
      location: null,
    });
    expect(a?.key).toBe(b?.key);
  });

  it('summarises each change in a sentence', () => {
    expect(changeSummary({ kind: 'page_changed', urlKey: 'privacyPolicy', url: 'u' })).toBe(
      'The privacy policy changed',
    );
  });
});
