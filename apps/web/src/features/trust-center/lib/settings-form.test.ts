import { describe, expect, it } from 'vitest';
import type { TrustCenter } from '@rampart/contracts';
import { addressPrefix, checkSettings, settingsFormFrom } from './settings-form.ts';

const notSetUp: TrustCenter = {
  settings: null,
  suggestedSlug: 'acme-health',
  suggestedTitle: 'Acme Health',
  counts: { published: 0, heldBack: 0 },
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
    url: 'https://rampart.example/trust/acme',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('the settings form', () => {
  it('starts from the suggestions before set-up, not public', () => {
    expect(settingsFormFrom(notSetUp)).toEqual({
      slug: 'acme-health',
      title: 'Acme Health',
      legalName: 'Acme Health',
      address: '',
      overview: '',
      contactEmail: '',
      live: false,
    });
  });

  it('starts from the settings once set up', () => {
    expect(settingsFormFrom(setUp)).toMatchObject({ slug: 'acme', live: true });
  });

  it('sends the address as the contract reads it, and an empty contact', () => {
    const form = { ...settingsFormFrom(notSetUp), slug: ' Acme-Health ' };
    expect(checkSettings(form)).toEqual({ body: { ...form, slug: 'acme-health' } });
  });

  it.each([
    ['slug', { slug: 'a' }, /^Use 3 to 48/],
    ['slug', { slug: '-acme' }, /^Use 3 to 48/],
    ['title', { title: '  ' }, /^Give the page a title$/],
    ['contactEmail', { contactEmail: 'not mail' }, /^Not an email address$/],
  ])('names the field %s when %j', (field, change, message) => {
    const checked = checkSettings({ ...settingsFormFrom(notSetUp), ...change });
    expect('errors' in checked && checked.errors[field]).toMatch(message);
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
