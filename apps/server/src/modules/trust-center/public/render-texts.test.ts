import { describe, expect, it } from 'vitest';
import { renderLlmsTxt, renderSecurityTxt } from './render-texts.ts';
import { sampleView } from './trust-view-fixtures.ts';

describe('renderSecurityTxt', () => {
  const expires = new Date('2027-03-12T08:09:10.123Z');

  it('has the RFC 9116 fields, one per line', () => {
    const text = renderSecurityTxt({
      contactEmail: 'security@acme.test',
      url: 'https://rampart.test/trust/acme',
      canonical: 'https://rampart.test/trust/acme/security.txt',
      expires,
    });
    const lines = text.trimEnd().split('\n');
    expect(lines).toContain('Contact: mailto:security@acme.test');
    expect(lines).toContain('Expires: 2027-03-12T08:09:10Z');
    expect(lines).toContain('Canonical: https://rampart.test/trust/acme/security.txt');
    expect(lines).toContain('Policy: https://rampart.test/trust/acme');
    expect(lines).toContain('Preferred-Languages: en');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('cannot be given an extra field through a value', () => {
    const text = renderSecurityTxt({
      contactEmail: 'security@acme.test\nHiring: https://bad.test',
      url: 'https://rampart.test/x\r\nHiring: https://bad.test',
      canonical: 'https://rampart.test/x/security.txt',
      expires,
    });
    expect(text).not.toMatch(/^Hiring:/m);
    expect(text.trimEnd().split('\n')).toHaveLength(5);
  });
});

describe('renderLlmsTxt', () => {
  it('is markdown with the title, a summary and a section per content', () => {
    const text = renderLlmsTxt(sampleView());
    expect(text.startsWith('# Acme Cloud\n\n> Security and compliance at Acme Cloud')).toBe(true);
    for (const heading of ['Certifications', 'Controls in place', 'Subprocessors', 'Contact']) {
      expect(text).toContain(`## ${heading}`);
    }
    expect(text).toContain('- ISO/IEC 27001: issued by BSI; valid until 12 March 2027');
    expect(text).toContain('- Cloud Host — Hosting — Ireland (since 1 June 2023)');
    // Only controls in place are listed as in place.
    expect(text).toContain('Multi-factor sign-in');
    expect(text).not.toContain('Access reviews');
  });

  it('keeps every value on one line and leaves drafts out', () => {
    const view = sampleView();
    view.faqs = [
      { question: 'Line one\n## Injected', answer: 'Yes.\n# Title', draft: false },
      { question: 'A draft question', answer: 'Not yet.', draft: true },
    ];
    const text = renderLlmsTxt(view);
    expect(text).not.toMatch(/^## Injected/m);
    expect(text).not.toMatch(/^# Title/m);
    expect(text).not.toContain('A draft question');
  });
});

describe('the files a page hands out', () => {
  it('links a public document and a certificate with name and size, and says when listed only', async () => {
    const { load } = await import('cheerio');
    const { renderTrustPage } = await import('./render-page.ts');
    const $ = load(renderTrustPage(sampleView()));
    const docs = $('#documents li');
    expect(docs).toHaveLength(2);
    expect(docs.eq(0).find('a.download').attr('href')).toBe('/trust/acme/files/document/doc_1');
    expect(docs.eq(0).text()).toContain('policy.pdf, 1.2 MB');
    expect(docs.eq(1).find('a').length).toBe(0);
    expect(docs.eq(1).text()).toContain('Listed only');
    const cert = $('#certifications li').first();
    expect(cert.find('a.download').attr('href')).toBe('/trust/acme/files/certification/crt_1');
    expect(cert.text()).toContain('iso-27001.pdf, 234 KB');
  });

  it('never links a file elsewhere', async () => {
    const { renderTrustPage } = await import('./render-page.ts');
    const view = sampleView();
    view.documents[0]!.download!.href = '//evil.test/x';
    view.documents[1]!.download = { href: 'javascript:alert(1)', fileName: 'x', sizeBytes: 1 };
    const html = renderTrustPage(view);
    expect(html).not.toContain('evil.test');
    expect(html).not.toContain('javascript:');
  });
});
