import { describe, expect, it } from 'vitest';
import type { TrustCenter } from '@rampart/contracts';
import {
  addressPrefix,
  checkSettings,
  domainListText,
  parseDomainList,
  settingsFormFrom,
} from './settings-form.ts';

const notSetUp: TrustCenter = {
  settings: null,
  suggestedSlug: 'acme-health',
  suggestedTitle: 'Acme Health',
  counts: { published: 0, heldBack: 0, pendingRequests: 0, subscribers: 0 },
  mail: true,
  abilities: { manage: true },
};
const setUp: TrustCenter = {
  ...notSetUp,
  settings: {
    slug: 'acme',
    title: 'Acme',
    legalName: 'Acme Ltd',
    address: '1 High Street\nLondon',
    overview: '# Security',
    contactEmail: 'security@acme.test',
    live: true,
    autoApproveDomains: ['partner.example', 'bank.example'],
    grantDays: 14,
    accentColor: '#1d4ed8',
    logo: null,
    hiddenSections: ['controls', 'faq'],
    url: 'https://rampart.example/trust/acme',
    hostname: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('the settings form', () => {
  it('starts from the suggestions before set-up, not public, approving nobody by itself', () => {
    expect(settingsFormFrom(notSetUp)).toEqual({
      slug: 'acme-health',
      title: 'Acme Health',
      legalName: 'Acme Health',
      address: '',
      overview: '',
      contactEmail: '',
      live: false,
      autoApproveDomains: '',
      grantDays: '30',
      accentColor: '',
      hiddenSections: [],
    });
  });

  it('starts from the settings once set up, a domain a line', () => {
    expect(settingsFormFrom(setUp)).toMatchObject({
      slug: 'acme',
      live: true,
      autoApproveDomains: 'partner.example\nbank.example',
      grantDays: '14',
      accentColor: '#1d4ed8',
      hiddenSections: ['controls', 'faq'],
    });
  });

  it('sends the accent as the contract keeps it, and the hidden sections once each', () => {
    const form = {
      ...settingsFormFrom(setUp),
      accentColor: ' #1D4ED8 ',
      hiddenSections: ['faq' as const, 'controls' as const, 'faq' as const],
    };
    expect(checkSettings(form)).toMatchObject({
      body: { accentColor: '#1d4ed8', hiddenSections: ['faq', 'controls'] },
    });
  });

  it('sends the address as the contract reads it, and an empty contact', () => {
    const form = { ...settingsFormFrom(notSetUp), slug: ' Acme-Health ' };
    expect(checkSettings(form)).toEqual({
      body: { ...form, slug: 'acme-health', autoApproveDomains: [], grantDays: 30 },
    });
  });

  it('sends the domains as a list, lower case, without "@" or repeats, and the days as a number', () => {
    const form = {
      ...settingsFormFrom(setUp),
      autoApproveDomains: '@Partner.Example, bank.example\n\npartner.example',
      grantDays: ' 90 ',
    };
    expect(checkSettings(form)).toMatchObject({
      body: { autoApproveDomains: ['partner.example', 'bank.example'], grantDays: 90 },
    });
  });

  it.each([
    ['slug', { slug: 'a' }, /^Use 3 to 48/],
    ['slug', { slug: '-acme' }, /^Use 3 to 48/],
    ['title', { title: '  ' }, /^Give the page a title$/],
    ['contactEmail', { contactEmail: 'not mail' }, /^Not an email address$/],
    ['autoApproveDomains', { autoApproveDomains: 'ok.example\nlocalhost' }, /^“localhost”: Not a/],
    ['autoApproveDomains', { autoApproveDomains: 'not a domain' }, /^“not a domain”: Not a/],
    [
      'autoApproveDomains',
      { autoApproveDomains: Array.from({ length: 51 }, (_, i) => `d${i}.example`).join(',') },
      /^At most 50 domains$/,
    ],
    ['grantDays', { grantDays: '0' }, /^At least one day$/],
    ['grantDays', { grantDays: '366' }, /^At most 365 days$/],
    ['grantDays', { grantDays: '' }, /^Give a number of days, from 1 to 365$/],
    ['accentColor', { accentColor: 'blue' }, /^Give a colour as #rrggbb/],
    ['accentColor', { accentColor: '#ffff00' }, /^Contrast 1\.0:1: too light to read on the page/],
  ])('names the field %s when %j', (field, change, message) => {
    const checked = checkSettings({ ...settingsFormFrom(notSetUp), ...change });
    expect('errors' in checked && checked.errors[field]).toMatch(message);
  });
});

describe('the auto-approved domains as typed', () => {
  it.each([
    ['', []],
    ['  \n ', []],
    ['partner.example', ['partner.example']],
    ['a.example, b.example', ['a.example', 'b.example']],
    ['a.example\nb.example\r\n c.example ', ['a.example', 'b.example', 'c.example']],
    ['a.example,,b.example;c.example', ['a.example', 'b.example', 'c.example']],
  ])('%j reads as %j', (text, domains) => {
    expect(parseDomainList(text)).toEqual(domains);
  });

  it('shows a list one a line, and reads it back the same', () => {
    const domains = ['partner.example', 'bank.example'];
    expect(parseDomainList(domainListText(domains))).toEqual(domains);
  });
});

describe('where pages live', () => {
  it('follows the address the server gave', () => {
    expect(addressPrefix(setUp, 'http://localhost')).toBe('https://rampart.example/trust/');
  });
  it('is this site before set-up', () => {
    expect(addressPrefix(notSetUp, 'http://localhost:3000')).toBe('http://localhost:3000/trust/');
  });
});
