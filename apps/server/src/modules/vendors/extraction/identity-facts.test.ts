import { describe, expect, it } from 'vitest';
import { readAddress } from './address.ts';
import { readCategory, scoreCategories } from './category.ts';
import { brandFromTitle, readDescription, readName } from './identity-facts.ts';
import { readLegalName } from './legal-name.ts';
import type { PageDocument, PageKind } from '../../../platform/text-extraction/page-document.ts';
import { readHtml } from '../../../platform/text-extraction/read-html.ts';

const doc = (body: string, kind: PageKind = 'home', head = ''): PageDocument => ({
  ...readHtml(`<html><head>${head}</head><body>${body}</body></html>`, 'https://acme.example/'),
  url: 'https://acme.example/',
  kind,
  fetchedAt: '2026-01-01T00:00:00.000Z',
  readAs: 'html',
});

describe('legal name', () => {
  it.each([
    ['<p>© 2026 Blue Harbor Cloud Ltd. All rights reserved.</p>', 'Blue Harbor Cloud Ltd'],
    [
      '<p>&copy; 2026 Northwind Analytics, Inc.. All rights reserved.</p>',
      'Northwind Analytics, Inc.',
    ],
    [
      '<p>© 2026 Keystone People Software LLC. All rights reserved.</p>',
      'Keystone People Software LLC',
    ],
    ['<p>Copyright © 2019–2026 Quill Docs GmbH</p>', 'Quill Docs GmbH'],
    ['<p>(c) 2024 Acme Corp. All rights reserved.</p>', 'Acme Corp.'],
    ['<p>Acme is a product of Widget Works Pty Ltd.</p>', 'Widget Works Pty Ltd'],
    ['<p>This site is operated by Acme Holdings B.V., Amsterdam.</p>', 'Acme Holdings B.V.'],
    ['<p>© 2026 Société Générale de Widgets SA</p>', 'Société Générale de Widgets SA'],
  ])('%s → %s', (html, legalName) => {
    expect(readLegalName([doc(html)])?.value).toBe(legalName);
  });

  it.each([
    '<p>© 2026 Acme. All rights reserved.</p>',
    '<p>© 2026 Acme, as described in our terms.</p>',
    '<p>Widgets for every workshop.</p>',
  ])('finds none in %s: no legal form, no legal name', (html) => {
    expect(readLegalName([doc(html)])).toBeNull();
  });

  it('reads the party a privacy policy defines, and quotes the sentence', () => {
    const privacy = doc(
      '<p>This Privacy Policy explains how Acme Widgets Inc. (“Acme”, “we”) handles data.</p>',
      'privacy',
    );
    expect(readLegalName([doc('<p>Hello</p>'), privacy])).toEqual({
      value: 'Acme Widgets Inc.',
      source: expect.objectContaining({
        quote: 'This Privacy Policy explains how Acme Widgets Inc. (“Acme”, “we”) handles data.',
      }),
    });
  });

  it('prefers JSON-LD legalName', () => {
    const home = doc(
      '<p>© 2026 Other Name Ltd</p>',
      'home',
      '<script type="application/ld+json">{"@type":"Corporation","legalName":"Acme Widgets Ltd"}</script>',
    );
    expect(readLegalName([home])?.value).toBe('Acme Widgets Ltd');
  });
});

describe('headquarters address', () => {
  it.each([
    [
      '<footer><address>88 Elm Avenue, Austin, TX 78701, USA</address></footer>',
      '88 Elm Avenue, Austin, TX 78701, USA',
    ],
    [
      '<address>Headquarters<br>Torstrasse 10<br>10119 Berlin<br>hello@quill.example<br>+49 30 1234567</address>',
      'Torstrasse 10, 10119 Berlin',
    ],
    [
      '<p>Acme Inc., 500 Market Street, Suite 300, San Francisco, CA 94105. Call us any time.</p>',
      '500 Market Street, Suite 300, San Francisco, CA 94105',
    ],
    [
      '<p>Registered office: 1 Quay Road, London EC1A 1BB, United Kingdom</p>',
      '1 Quay Road, London EC1A 1BB, United Kingdom',
    ],
  ])('%s → %s', (html, address) => {
    expect(readAddress([doc(html)])?.value).toBe(address);
  });

  // An address ends where the address ends: a clause after it about the company is not part of it.
  it.each([
    [
      '123 Main St, Springfield, IL 62701. We serve 2,000 clinics',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701 - we serve 2,000 clinics across the US',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701, serving 2,000 clinics nationwide',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701 and serves 2,000 clinics',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701 — trusted by 2,000 clinics',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701; we serve 2,000 clinics',
      '123 Main St, Springfield, IL 62701',
    ],
    [
      '123 Main St, Springfield, IL 62701, USA, where 40 engineers build it',
      '123 Main St, Springfield, IL 62701, USA',
    ],
    [
      '10 Downing Street, London SW1A 2AA, United Kingdom (since 2012)',
      '10 Downing Street, London SW1A 2AA, United Kingdom',
    ],
    [
      '500 Market Street, Suite 300, San Francisco, CA 94105 USA',
      '500 Market Street, Suite 300, San Francisco, CA 94105 USA',
    ],
  ])('ends "%s" where the address ends', (line, address) => {
    expect(readAddress([doc(`<p>${line}</p>`)])?.value).toBe(address);
    expect(readAddress([doc(`<address>${line}</address>`)])?.value).toBe(address);
  });

  it('ends an address in a sentence at its exclamation mark', () => {
    const line = 'Visit us at 10 Quay Road, Dublin D02 XY45, Ireland! Open 9-5.';
    expect(readAddress([doc(`<p>${line}</p>`)])?.value).toBe(
      '10 Quay Road, Dublin D02 XY45, Ireland',
    );
  });

  it('keeps a country with its article', () => {
    const page = doc(
      '<address>Postbus 12, 1017 BZ Amsterdam, the Netherlands, Serving 300 Teams</address>',
    );
    expect(readAddress([page])?.value).toBe('Postbus 12, 1017 BZ Amsterdam, the Netherlands');
  });

  it('leaves out a line under an <address> that is not part of it', () => {
    const page = doc(
      '<address>123 Main St<br>Springfield, IL 62701<br>We serve 2,000 clinics</address>',
    );
    expect(readAddress([page])?.value).toBe('123 Main St, Springfield, IL 62701');
  });

  it.each([
    '<address>hello@acme.example</address>',
    '<p>We serve 500 customers on Market Street.</p>',
    '<p>Based in Berlin.</p>',
  ])('finds none in %s', (html) => {
    expect(readAddress([doc(html)])).toBeNull();
  });

  it('quotes the lines of the page', () => {
    const page = doc('<address>Torstrasse 10<br>10119 Berlin</address>');
    const fact = readAddress([page]);
    expect(page.text).toContain(fact!.source.quote);
  });
});

describe('name and description', () => {
  it.each([
    ['Acme — Widgets for workshops', 'acme.example', 'Acme'],
    ['Home | Acme Widgets', 'www.acmewidgets.example', 'Acme Widgets'],
    ['Widgets for every workshop in the world today', 'acme.example', null],
    ['Blue Harbor Cloud', 'blueharbor.example', 'Blue Harbor Cloud'],
  ])('the brand of "%s" on %s is %s', (title, host, brand) => {
    expect(brandFromTitle(title, host)).toBe(brand);
  });

  it('takes JSON-LD, then og:site_name, then the title', () => {
    expect(
      readName(
        doc(
          '',
          'home',
          '<title>Acme | Home</title><meta property="og:site_name" content="Acme Site">',
        ),
      )?.value,
    ).toBe('Acme Site');
    expect(readName(doc('', 'home', '<title>Acme | Home</title>'))?.value).toBe('Acme');
    expect(
      readName(
        doc(
          '',
          'home',
          '<script type="application/ld+json">{"@type":"Organization","name":"Acme Org"}</script><meta property="og:site_name" content="Acme Site">',
        ),
      )?.value,
    ).toBe('Acme Org');
  });

  it('keeps the description as written, else the first paragraph of the page', () => {
    expect(
      readDescription(
        doc(
          '<p>Ignored.</p>',
          'home',
          '<meta name="description" content="  Widgets,   for workshops. ">',
        ),
      )?.value,
    ).toBe('Widgets, for workshops.');
    expect(
      readDescription(
        doc(
          '<nav><p>Menu menu menu menu menu menu</p></nav><main><p>Acme makes the widgets that workshops use every day.</p></main>',
        ),
      )?.value,
    ).toBe('Acme makes the widgets that workshops use every day.');
  });
});

describe('category', () => {
  it.each([
    ['Managed Kubernetes and object storage across three European regions.', 'CLOUD_PROVIDER'],
    ['HR information system with payroll, onboarding and time off.', 'EMPLOYEE_MANAGEMENT'],
    ['Product analytics for SaaS teams: funnels, retention and event tracking.', 'ANALYTICS'],
    ['Collaborative document management with e-signatures.', 'DOCUMENT_MANAGEMENT'],
    ['Single sign-on and multi-factor authentication for the workforce.', 'IDENTITY_PROVIDER'],
    ['The password manager for teams.', 'PASSWORD_MANAGEMENT'],
    ['Applicant tracking and hiring for growing companies.', 'RECRUITING'],
    ['Git repositories, pull requests and code review.', 'VERSION_CONTROL'],
    ['Log management and observability for cloud apps.', 'CLOUD_MONITORING'],
    ['Git hosting and code review for teams.', 'VERSION_CONTROL'],
    ['Email security and phishing protection for Microsoft 365.', 'SECURITY'],
    ['We make great things.', 'OTHER'],
    // One word for each of two categories: unsure.
    ['Hiring and payroll.', 'OTHER'],
  ])('%s → %s', (description, category) => {
    expect(readCategory(doc(''), description).category).toBe(category);
  });

  it('weighs a phrase by its words', () => {
    expect(scoreCategories([{ text: 'document management, collaborative', weight: 1 }])).toEqual([
      { category: 'DOCUMENT_MANAGEMENT', score: 2 },
      { category: 'COLLABORATION', score: 1 },
    ]);
  });

  it('does not match acronyms inside words or in lower case', () => {
    expect(scoreCategories([{ text: 'three shrubs in the hrs', weight: 1 }])).toEqual([]);
  });
});
