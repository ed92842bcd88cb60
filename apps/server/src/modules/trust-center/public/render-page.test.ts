import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { sampleView } from './trust-view-fixtures.ts';
import { formatDay } from './format-values.ts';
import { renderTrustPage } from './render-page.ts';

const emptyView = () =>
  sampleView({
    overview: '  ',
    contactEmail: '',
    certifications: [],
    frameworks: [],
    updates: [],
    subscribeAction: null,
    controlCategories: [{ name: 'Nothing yet', controls: [] }],
    documents: [],
    subprocessors: [],
    faqs: [],
  });

const jsonLdOf = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('No JSON-LD script');
  return JSON.parse(match[1]) as Record<string, unknown>;
};

const SECTION_IDS = [
  'overview',
  'certifications',
  'frameworks',
  'controls',
  'documents',
  'subprocessors',
  'faq',
  'updates',
  'contact',
];

describe('renderTrustPage', () => {
  it('is one document with the title as its only h1 and a labelled section per content', () => {
    const $ = load(renderTrustPage(sampleView()));
    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toBe('Acme Cloud — Trust centre');
    expect($('h1')).toHaveLength(1);
    expect($('h1').text()).toBe('Acme Cloud');
    expect($('link[rel=canonical]').attr('href')).toBe('https://rampart.test/trust/acme');
    expect($('meta[name=description]').attr('content')).toContain('Acme Cloud');
    expect(
      $('section')
        .map((_, s) => $(s).attr('id'))
        .get(),
    ).toEqual(SECTION_IDS);
    for (const id of SECTION_IDS) {
      const section = $(`section#${id}`);
      expect($(`#${section.attr('aria-labelledby')}`).is('h2')).toBe(true);
      expect($(`nav a[href="#${id}"]`)).toHaveLength(1);
    }
    expect($('a.skip').attr('href')).toBe('#main');
    // "Trust centre" links to the page itself, marked as the current page.
    expect($('header .kicker a').attr('href')).toBe('/trust/acme');
    expect($('header .kicker a').attr('aria-current')).toBe('page');
    expect(
      load(renderTrustPage(sampleView({ basePath: '' })))('header .kicker a').attr('href'),
    ).toBe('/');
    expect($('main#main')).toHaveLength(1);
  });

  it('shows only the sections that have content, and no nav when there are none', () => {
    const $ = load(renderTrustPage(emptyView()));
    expect($('section')).toHaveLength(0);
    expect($('nav')).toHaveLength(0);
    expect($('h3').text()).not.toContain('Nothing yet');

    const onlyFaq = load(renderTrustPage({ ...emptyView(), faqs: sampleView().faqs }));
    expect(
      onlyFaq('section')
        .map((_, s) => onlyFaq(s).attr('id'))
        .get(),
    ).toEqual(['faq']);
    expect(
      onlyFaq('nav a')
        .map((_, a) => onlyFaq(a).attr('href'))
        .get(),
    ).toEqual(['#faq']);
  });

  it('renders each section as a visitor reads it, with dates in words', () => {
    const $ = load(renderTrustPage(sampleView()));
    expect($('#overview h3').text()).toBe('How we work');
    expect($('#overview strong').text()).toBe('safe');
    expect($('#overview a').attr('rel')).toBe('nofollow ugc noopener');
    expect($('#overview a').attr('target')).toBeUndefined();
    const certs = $('#certifications li');
    // Only held certifications stand on the page, and each says so beside its name.
    expect(certs.eq(0).find('.tag').text()).toBe('Held');
    expect(certs.eq(0).text()).toMatch(/^ISO\/IEC 27001 Held/);
    expect(certs.eq(0).text()).toContain('Valid until 12 March 2027');
    expect(certs.eq(0).text()).toContain('BSI');
    expect(certs.eq(1).text()).toContain('Report period 1 January 2025 – 31 December 2025');
    expect($('#controls h3').text()).toBe('Access control');
    expect($('#controls li').eq(0).text()).toContain('Multi-factor sign-in In place');
    expect($('#controls li').eq(1).text()).toContain('In progress');
    expect($('#controls li').eq(1).text()).not.toContain('In place');

    const table = $('#subprocessors .table-wrap > table');
    expect(table.find('caption').text()).not.toBe('');
    expect(
      table
        .find('thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Subprocessor', 'Purpose', 'Location', 'Since']);
    expect(table.find('tbody td').last().text()).toBe('1 June 2023');
    expect(table.find('tbody a').attr('href')).toBe('https://cloudhost.test/');
    expect($('#faq details summary').text()).toBe('Do you encrypt data?');
    expect($('#contact a[href="mailto:security@acme.test"]')).toHaveLength(1);
    expect($('#contact a[href="/trust/acme/security.txt"]')).toHaveLength(1);
    expect($('footer .legal').text()).toBe('Acme Cloud Ltd');
    expect($('footer address').html()).toBe('12 Quay Road<br>Dublin D02 XY45, Ireland');
    expect($('footer p').last().text()).toBe('Updated 22 November 2026 · Published with Rampart');
    expect($('body').text()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('carries schema.org Organization data that parses', () => {
    const data = jsonLdOf(renderTrustPage(sampleView()));
    expect(data['@type']).toBe('Organization');
    expect(data).toMatchObject({
      name: 'Acme Cloud',
      legalName: 'Acme Cloud Ltd',
      url: 'https://rampart.test/trust/acme',
      email: 'security@acme.test',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Quay Road, Dublin D02 XY45, Ireland',
      },
    });
  });

  it('writes the address line by line, blank lines and trailing commas left out of the one line', () => {
    const view = sampleView({ address: ' 1 Main Street,\r\n\n  Springfield IL 62701 \n' });
    const $ = load(renderTrustPage(view));
    expect($('footer address').html()).toBe('1 Main Street,<br>Springfield IL 62701');
    expect(jsonLdOf(renderTrustPage(view)).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main Street, Springfield IL 62701',
    });

    const without = renderTrustPage(sampleView({ address: ' \n ', legalName: '' }));
    expect(load(without)('footer address, footer .legal')).toHaveLength(0);
    expect(jsonLdOf(without)).not.toHaveProperty('address');
  });

  describe('with hostile text in every field', () => {
    const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)></script>\'';
    const hostile = sampleView({
      title: HOSTILE,
      legalName: HOSTILE,
      address: `${HOSTILE}\n${HOSTILE}`,
      overview: `${HOSTILE}\n\n[click](javascript:alert(1)) <a href="javascript:alert(1)">x</a>`,
      contactEmail: `${HOSTILE}@acme.test`,
      basePath: '/trust/"><script>alert(1)</script>',
      url: `https://rampart.test/${HOSTILE}`,
      certifications: [{ ...sampleView().certifications[0]!, name: HOSTILE, scope: HOSTILE }],
      controlCategories: [
        {
          name: HOSTILE,
          controls: [{ title: HOSTILE, description: HOSTILE, inPlace: true, draft: false }],
        },
      ],
      subprocessors: [
        {
          name: HOSTILE,
          purpose: HOSTILE,
          location: HOSTILE,
          since: HOSTILE,
          website: 'javascript:alert(1)',
          draft: false,
        },
      ],
      faqs: [{ question: HOSTILE, answer: HOSTILE, draft: false }],
    });
    const html = renderTrustPage(hostile);
    const $ = load(html);

    it('never lets it out as markup', () => {
      expect(html).not.toMatch(/<script>alert/i);
      expect(html).not.toMatch(/<img/i);
      expect($('[onerror]')).toHaveLength(0);
      expect($('script')).toHaveLength(1);
      expect($('script').attr('type')).toBe('application/ld+json');
      // The text still reads as the owner wrote it.
      expect($('h1').text()).toBe(HOSTILE);
      expect($('#faq summary').text()).toBe(HOSTILE);
      expect($('footer address').text()).toBe(`${HOSTILE}${HOSTILE}`);
    });

    it('never puts it in a link target', () => {
      expect(html).not.toMatch(/href="\s*javascript:/i);
      const hrefs = $('[href]')
        .map((_, el) => $(el).attr('href'))
        .get();
      for (const href of hrefs) expect(href).toMatch(/^(https:|mailto:|#|\/)/);
      expect($('#subprocessors a')).toHaveLength(0);
      expect($('#contact a')).toHaveLength(0);
      expect($('header .kicker a')).toHaveLength(0);
    });

    it('keeps the JSON-LD inside its script and parseable', () => {
      const jsonText = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(jsonText).not.toMatch(/[<>&]/);
      expect(jsonLdOf(html).name).toBe(HOSTILE);
    });
  });

  describe('preview', () => {
    const withDrafts = sampleView({
      preview: true,
      faqs: [{ question: 'Draft question?', answer: 'Not yet.', draft: true }],
      subprocessors: [{ ...sampleView().subprocessors[0]!, draft: true }],
    });

    it('is not indexed, says so at the top and marks the drafts', () => {
      const $ = load(renderTrustPage(withDrafts));
      expect($('meta[name=robots]').attr('content')).toBe('noindex, nofollow');
      expect($('header .preview').text()).toBe(
        'Preview: drafts are shown and marked; visitors see only what is published.',
      );
      expect($('#faq summary .tag').text()).toBe('Draft');
      expect($('#subprocessors tbody th .tag').text()).toBe('Draft');
      expect($('#certifications .tag.draft')).toHaveLength(0);
    });

    it('has no robots tag, banner or draft tags on the published page', () => {
      const $ = load(renderTrustPage(sampleView()));
      expect($('meta[name=robots]')).toHaveLength(0);
      expect($('.preview')).toHaveLength(0);
      expect($('body').text()).not.toContain('Draft');
    });
  });
});

describe('formatDay', () => {
  it.each([
    ['2027-03-12', '12 March 2027'],
    ['2026-11-22T23:30:00Z', '22 November 2026'],
    ['2026-11-22T23:30:00-02:00', '23 November 2026'],
    ['2027-02-31', ''],
    ['soon', ''],
    [null, ''],
  ])('%s reads %s', (value, expected) => expect(formatDay(value)).toBe(expected));
});

describe('the trust page’s frameworks, updates and branding', () => {
  it('shows a framework’s frozen figure, dated, linking to its requirements', () => {
    const $ = load(renderTrustPage(sampleView()));
    const card = $('section#frameworks li');
    expect(card.find('.name').text()).toBe('SOC 2');
    expect(card.find('.figure').text()).toBe('76.9% of applicable requirements met');
    expect(card.text()).toContain('40 met · 8 partly met · 4 not met · 3 not applicable');
    expect(card.text()).toContain('As of 30 November 2026');
    expect(card.find('a').attr('href')).toBe('/trust/acme/frameworks/fw_soc2');
  });

  it('renders an update’s markdown without raw HTML, under its own heading', () => {
    const $ = load(
      renderTrustPage(
        sampleView({
          updates: [
            {
              title: '<b>Patched</b>',
              body: '## Details\n\n<img src=x onerror=alert(1)> [link](javascript:alert(1))',
              publishedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const update = $('section#updates article.update');
    expect(update.find('h3').text()).toBe('<b>Patched</b>');
    expect(update.find('h4').text()).toBe('Details');
    expect(update.find('img, script, [onerror]')).toHaveLength(0);
    expect(update.find('a[href^="javascript"]')).toHaveLength(0);
    expect(update.find('time').attr('datetime')).toBe('2026-11-20T10:00:00.000Z');
  });

  it('offers the subscribe form only where subscriptions are open', () => {
    const open = load(renderTrustPage(sampleView()));
    expect(open('form.subscribe').attr('action')).toBe('/trust/acme/subscribe');
    expect(open('form.subscribe input[name=email]').attr('type')).toBe('email');
    const closed = load(renderTrustPage(sampleView({ subscribeAction: null, updates: [] })));
    expect(closed('section#updates')).toHaveLength(0);
  });

  it('takes the owner’s accent and logo, and refuses anything else in their place', () => {
    const html = renderTrustPage(
      sampleView({ accentColor: '#1d4ed8', logoHref: '/trust/acme/logo?v=0123456789abcdef' }),
    );
    expect(html).toContain('--accent:#1d4ed8');
    const $ = load(html);
    expect($('header img.logo').attr('src')).toBe('/trust/acme/logo?v=0123456789abcdef');
    expect($('header img.logo').attr('alt')).toBe('');
    const hostile = renderTrustPage(
      sampleView({ accentColor: 'red;}body{display:none', logoHref: 'https://evil.test/x.png' }),
    );
    expect(hostile).not.toContain('display:none');
    expect(load(hostile)('img')).toHaveLength(0);
  });
});
