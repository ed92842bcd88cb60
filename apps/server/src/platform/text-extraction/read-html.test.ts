import { describe, expect, it } from 'vitest';
import { formatPostalAddress } from './json-ld.ts';
import { readHtml } from './read-html.ts';
import { hidingSelectors } from './visible-dom.ts';

const URL_ = 'https://acme.example/about/';

describe('readHtml: visible text only', () => {
  it.each([
    ['script', '<script>var secret = "SECRET"</script>'],
    ['style', '<style>.x:after { content: "SECRET" }</style>'],
    ['noscript', '<noscript>SECRET</noscript>'],
    ['template', '<template><p>SECRET</p></template>'],
    ['comment', '<!-- SECRET -->'],
    ['hidden attribute', '<div hidden><p>SECRET</p></div>'],
    ['aria-hidden', '<p aria-hidden="true">SECRET</p>'],
    ['display:none', '<p style="color: red; display:none">SECRET</p>'],
    ['visibility:hidden', '<p style="visibility: hidden">SECRET</p>'],
    ['font-size:0', '<p style="font-size:0">SECRET</p>'],
    [
      'a hiding class of the page’s style sheet',
      '<style>.a, .x{display:none!important}</style><p class="x">SECRET</p>',
    ],
    ['Tailwind hidden', '<p class="hidden text-sm">SECRET</p>'],
    ['Bootstrap d-none', '<p class="d-none">SECRET</p>'],
    ['a closed dialog', '<dialog><p>SECRET</p></dialog>'],
    ['screen-reader-only text', '<span class="sr-only">SECRET</span>'],
    ['text pushed off screen', '<p style="position:absolute; left:-9999px">SECRET</p>'],
    ['zero height', '<div style="height:0;overflow:hidden">SECRET</div>'],
    ['transparent text', '<p style="color: transparent">SECRET</p>'],
    ['clipped text', '<p style="position:absolute;clip:rect(0 0 0 0)">SECRET</p>'],
  ])('drops %s', (_, html) => {
    const read = readHtml(
      `<html><head><title>T</title></head><body><p>Shown</p>${html}</body></html>`,
      URL_,
    );
    expect(read.text).toBe('Shown');
  });

  it.each([
    ['shown from a breakpoint on', '<p class="hidden md:block">Also shown</p>'],
    [
      'hidden in print only',
      '<style>@media print { p { display: none } }</style><p>Also shown</p>',
    ],
  ])('keeps text %s', (_, html) => {
    expect(readHtml(`<body><p>Shown</p>${html}</body>`, URL_).text).toBe('Shown\nAlso shown');
  });

  it('keeps the head’s meta tags and JSON-LD, not its other text', () => {
    const read = readHtml(
      `<html><head><title>Acme | Widgets</title>
        <meta name="description" content="Widgets for workshops.">
        <meta property="og:description" content="OG widgets.">
        <meta property="og:site_name" content="Acme">
        <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Site"},
          {"@type":["Organization"],"name":"Acme","legalName":"Acme Widgets Ltd",
           "address":{"@type":"PostalAddress","streetAddress":"1 Quay Road","addressLocality":"London","postalCode":"EC1A 1BB","addressCountry":"UK"}}]}</script>
        <script type="application/ld+json">{ not json</script>
      </head><body><p>Body</p></body></html>`,
      URL_,
    );
    expect(read.meta).toEqual({
      title: 'Acme | Widgets',
      siteName: 'Acme',
      description: 'Widgets for workshops.',
      ogDescription: 'OG widgets.',
      applicationName: '',
    });
    expect(read.organizations).toEqual([
      expect.objectContaining({
        name: 'Acme',
        legalName: 'Acme Widgets Ltd',
        address: '1 Quay Road, London EC1A 1BB, UK',
      }),
    ]);
    expect(read.text).toBe('Body');
    expect(read.scripts).toBe(0);
  });

  it('lays text out in lines: blocks, <br>, table rows with their cells', () => {
    const read = readHtml(
      `<body><nav><ul><li><a href="/privacy">Privacy</a></li></ul></nav>
       <main><h1>Title</h1><p>One <b>bold</b> word<br>next line</p>
       <table><tr><th>Name</th><th>Purpose</th></tr><tr><td>AWS</td><td>Hosting</td></tr></table></main></body>`,
      URL_,
    );
    expect(read.text).toBe(
      'Privacy\nTitle\nOne bold word\nnext line\nName | Purpose\nAWS | Hosting',
    );
    expect(read.headings).toEqual(['Title']);
    expect(read.tables).toEqual([
      {
        headers: ['Name', 'Purpose'],
        rows: [{ cells: ['AWS', 'Hosting'], line: 'AWS | Hosting' }],
      },
    ]);
    expect(read.blocks[0]).toMatchObject({ tag: 'li', chrome: true, list: 0 });
  });

  it('resolves links against <base href>, keeps how they were written, drops other schemes', () => {
    const read = readHtml(
      `<head><base href="/docs/"></head><body>
        <a href="legal/dpa#top">DPA</a><a href="https://status.acme.example">Status</a>
        <a href="mailto:x@acme.example">Mail</a><a href="javascript:void(0)">JS</a><a href="#privacy">Privacy</a>
        <a href="/trust" aria-label="Trust Center"><img src="t.svg" alt=""></a>
        <a href="/soc"><img src="soc.png" alt="SOC 2 badge"></a></body>`,
      URL_,
    );
    expect(read.links).toEqual([
      {
        url: 'https://acme.example/docs/legal/dpa',
        written: 'legal/dpa#top',
        text: 'DPA',
        chrome: false,
      },
      {
        url: 'https://status.acme.example/',
        written: 'https://status.acme.example',
        text: 'Status',
        chrome: false,
      },
      { url: 'https://acme.example/trust', written: '/trust', text: 'Trust Center', chrome: false },
      { url: 'https://acme.example/soc', written: '/soc', text: 'SOC 2 badge', chrome: false },
    ]);
    expect(read.images).toEqual([{ alt: 'SOC 2 badge', src: 'soc.png' }]);
  });

  it('counts scripts that run, not JSON-LD', () => {
    const read = readHtml(
      '<head><script type="application/ld+json">{}</script><script src="/a.js"></script><script type="module">1</script></head>',
      URL_,
    );
    expect(read.scripts).toBe(2);
  });
});

describe('formatPostalAddress', () => {
  it.each([
    [
      { streetAddress: '12 Quay Road, Dublin D02 XY45, Ireland' },
      '12 Quay Road, Dublin D02 XY45, Ireland',
    ],
    [
      {
        streetAddress: '88 Elm Avenue',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78701',
        addressCountry: 'USA',
      },
      '88 Elm Avenue, Austin, TX 78701, USA',
    ],
    [
      {
        streetAddress: 'Torstrasse 10',
        addressLocality: 'Berlin',
        postalCode: '10119',
        addressCountry: { name: 'Germany' },
      },
      'Torstrasse 10, 10119 Berlin, Germany',
    ],
    [
      { streetAddress: '1 Quay Road', addressLocality: 'Dublin', postalCode: 'D02 XY45' },
      '1 Quay Road, Dublin D02 XY45',
    ],
    ['500 Market Street, San Francisco', '500 Market Street, San Francisco'],
    [{ addressCountry: 'FR' }, 'FR'],
    [{}, null],
    [42, null],
  ])('%j → %j', (address, expected) => {
    expect(formatPostalAddress(address)).toBe(expected);
  });
});

describe('hidingSelectors', () => {
  it('takes top-level hiding rules only', () => {
    expect(
      hidingSelectors(
        '/* c */ .a,.b{display:none} .c{color:red} @media (max-width:600px){.d{display:none}} .e{visibility:hidden}',
      ),
    ).toEqual(['.a', '.b', '.e']);
  });
});
