// The hub's own words; the vendor vocabulary's are in lib/vendor-labels.ts.

/** The kinds of page the reader visits, as a person would name them. */
export const PAGE_KIND_LABELS: Record<string, string> = {
  home: 'Home page',
  robots: 'robots.txt',
  sitemap: 'Sitemap',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  dpa: 'Data processing agreement',
  baa: 'Business associate agreement',
  sla: 'Service level agreement',
  subprocessors: 'Subprocessors',
  security: 'Security page',
  trust: 'Trust page',
  status: 'Status page',
  legal: 'Legal page',
  about: 'About page',
  other: 'Other page',
};

export const READ_AS_LABELS: Record<string, string> = {
  html: 'HTML',
  pdf: 'PDF',
  rendered: 'Rendered in a browser',
  none: 'Not read',
};
