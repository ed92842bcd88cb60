import type { TrustPageView } from './public-view.ts';

/** A trust page's view with a bit of every section, for the renderers' tests. */
export const sampleView = (overrides: Partial<TrustPageView> = {}): TrustPageView => ({
  basePath: '/trust/acme',
  url: 'https://rampart.test/trust/acme',
  title: 'Acme Cloud',
  legalName: 'Acme Cloud Ltd',
  address: '12 Quay Road\nDublin D02 XY45, Ireland',
  overview: '## How we work\n\nWe keep your data **safe**. See https://acme.test/security.',
  contactEmail: 'security@acme.test',
  accentColor: '',
  logoHref: null,
  frameworks: [
    {
      name: 'SOC 2',
      version: '2017',
      asOf: '2026-11-30T09:00:00.000Z',
      met: 40,
      partlyMet: 8,
      notMet: 4,
      notApplicable: 3,
      total: 55,
      percentMet: 76.9,
      href: '/trust/acme/frameworks/fw_soc2',
      draft: false,
    },
  ],
  updates: [
    {
      title: 'New data centre region',
      body: 'We now host **EU** customers in Frankfurt.',
      publishedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  subscribeAction: '/trust/acme/subscribe',
  certifications: [
    {
      name: 'ISO/IEC 27001',
      issuer: 'BSI',
      number: 'IS 123456',
      scope: 'The Acme Cloud platform',
      issuedOn: '2024-03-12',
      validUntil: '2027-03-12',
      periodStart: null,
      periodEnd: null,
      download: {
        href: '/trust/acme/files/certification/crt_1',
        fileName: 'iso-27001.pdf',
        sizeBytes: 240_000,
      },
      restricted: false,
      draft: false,
    },
    {
      name: 'SOC 2 Type II',
      issuer: 'Auditors LLP',
      number: '',
      scope: '',
      issuedOn: null,
      validUntil: null,
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      download: null,
      restricted: false,
      draft: false,
    },
  ],
  controlCategories: [
    {
      name: 'Access control',
      controls: [
        {
          title: 'Multi-factor sign-in',
          description: 'For all staff.',
          inPlace: true,
          draft: false,
        },
        { title: 'Access reviews', description: 'Quarterly.', inPlace: false, draft: false },
      ],
    },
    { name: 'Empty category', controls: [] },
  ],
  documents: [
    {
      title: 'Information security policy',
      kindLabel: 'Policy',
      description: 'How we protect information.',
      download: {
        href: '/trust/acme/files/document/doc_1',
        fileName: 'policy.pdf',
        sizeBytes: 1_300_000,
      },
      restricted: false,
      draft: false,
    },
    {
      title: 'Incident response plan',
      kindLabel: 'Plan',
      description: '',
      download: null,
      restricted: false,
      draft: false,
    },
  ],
  subprocessors: [
    {
      name: 'Cloud Host',
      purpose: 'Hosting',
      location: 'Ireland',
      since: '2023-06-01',
      website: 'https://cloudhost.test',
      draft: false,
    },
  ],
  faqs: [
    { question: 'Do you encrypt data?', answer: 'Yes, at rest and in transit.', draft: false },
  ],
  updatedAt: '2026-11-22T10:15:00.000Z',
  preview: false,
  access: { requestHref: null, viewer: null, questionnaires: null },
  ...overrides,
});
