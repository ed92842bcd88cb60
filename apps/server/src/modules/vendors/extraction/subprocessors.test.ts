import { describe, expect, it } from 'vitest';
import type { PageDocument, PageKind } from '../../../platform/text-extraction/page-document.ts';
import { readHtml } from '../../../platform/text-extraction/read-html.ts';
import { readSubprocessors } from './subprocessors.ts';

const doc = (body: string, kind: PageKind): PageDocument => ({
  ...readHtml(`<body>${body}</body>`, 'https://acme.example/subprocessors'),
  url: 'https://acme.example/subprocessors',
  kind,
  fetchedAt: '2026-01-01T00:00:00.000Z',
  readAs: 'html',
});
const entries = (d: PageDocument) =>
  readSubprocessors([d]).map(({ name, purpose, location }) => ({ name, purpose, location }));

describe('readSubprocessors', () => {
  it('reads the columns a table’s headers name, in any order', () => {
    const d = doc(
      '<table><tr><th>Region</th><th>Sub-processor</th><th>Service provided</th></tr><tr><td>EU</td><td>Hetzner</td><td>Hosting</td></tr></table>',
      'subprocessors',
    );
    expect(entries(d)).toEqual([{ name: 'Hetzner', purpose: 'Hosting', location: 'EU' }]);
  });

  it('takes the first column as the name when only purpose or location is named', () => {
    const d = doc(
      '<table><tr><th></th><th>Purpose</th></tr><tr><td>Mailgun</td><td>Email delivery</td></tr></table>',
      'subprocessors',
    );
    expect(entries(d)).toEqual([{ name: 'Mailgun', purpose: 'Email delivery', location: null }]);
  });

  it.each([
    [
      'Stripe — Payment processing (USA)',
      { name: 'Stripe', purpose: 'Payment processing', location: 'USA' },
    ],
    [
      'Google LLC (United States): Analytics',
      { name: 'Google LLC', purpose: 'Analytics', location: 'United States' },
    ],
    [
      'Twilio - SMS notifications',
      { name: 'Twilio', purpose: 'SMS notifications', location: null },
    ],
  ])('reads the list item "%s"', (item, entry) => {
    expect(entries(doc(`<ul><li>${item}</li></ul>`, 'subprocessors'))).toEqual([entry]);
  });

  it('ignores navigation lists, and the same name twice', () => {
    const d = doc(
      '<nav><ul><li>Pricing — plans (all)</li></ul></nav><ul><li>Stripe — Payments</li><li>stripe — Billing</li></ul>',
      'subprocessors',
    );
    expect(entries(d).map((e) => e.name)).toEqual(['Stripe']);
  });

  it('reads a DPA only for its sub-processor table, not its clauses', () => {
    const d = doc(
      '<ul><li>Processing: the Processor shall process data on instructions.</li></ul><table><tr><th>Subprocessor</th><th>Location</th></tr><tr><td>AWS</td><td>Ireland</td></tr></table><table><tr><th>Term</th><th>Meaning</th></tr><tr><td>Controller</td><td>The customer</td></tr></table>',
      'dpa',
    );
    expect(entries(d)).toEqual([{ name: 'AWS', purpose: null, location: 'Ireland' }]);
  });

  it('reads nothing from other pages', () => {
    expect(entries(doc('<ul><li>Stripe — Payments</li></ul>', 'privacy'))).toEqual([]);
  });

  it.each(['home', 'trust', 'privacy'] as const)(
    'reads a table headed sub-processor on a %s page, and no other table or list there',
    (kind) => {
      const d = doc(
        '<ul><li>Pricing — plans (all)</li></ul><table><tr><th>Plan</th><th>Purpose</th></tr><tr><td>Team</td><td>Small teams</td></tr></table><table><thead><tr><th>Subprocessor</th><th>Purpose</th><th>Location</th><th>Since</th></tr></thead><tbody><tr><th scope="row">AWS</th><td>Hosting</td><td>Ireland</td><td>1 June 2023</td></tr></tbody></table>',
        kind,
      );
      expect(entries(d)).toEqual([{ name: 'AWS', purpose: 'Hosting', location: 'Ireland' }]);
    },
  );

  it('quotes each entry as it appears in the page text', () => {
    const d = doc(
      '<table><tr><th>Name</th><th>Country</th></tr><tr><td>AWS</td><td>USA</td></tr></table><ul><li>Stripe — Payments (USA)</li></ul>',
      'subprocessors',
    );
    for (const s of readSubprocessors([d])) expect(d.text).toContain(s.source.quote);
  });
});
