import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { keepOnlyDrawing, SVG_NS } from './chart-pictures.ts';

// The picture's markup comes from Rampart's own worker, but the texts in it (series, categories)
// are the organisation's data: only the drawing reaches the page.
const clean = (markup: string): string => {
  const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  keepOnlyDrawing(root as unknown as Element);
  return new XMLSerializer().serializeToString(root);
};
const svg = (inner: string) =>
  `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="280">${inner}</svg>`;

describe('keepOnlyDrawing', () => {
  it('keeps what ECharts draws: shapes, texts and their fonts, clips within the picture', () => {
    const drawing = svg(
      '<defs><clipPath id="zr0-c0"><path d="M0 0l10 0"/></clipPath></defs>' +
        '<g clip-path="url(#zr0-c0)"><path d="M64 248.5L376 248.5" stroke="#e4e4e7"/></g>' +
        '<text style="font-size:12px;font-family:sans-serif;" x="30" fill="#5b5b66">X&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</text>',
    );
    const out = clean(drawing);
    expect(out).toContain('clip-path="url(#zr0-c0)"');
    expect(out).toContain('style="font-size:12px;font-family:sans-serif"');
    expect(out).toContain('X"&gt;&lt;img src=x onerror=alert(1)&gt;</text>');
    expect(out).toContain('<path d="M64 248.5L376 248.5" stroke="#e4e4e7"/>');
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    [
      'a foreign object',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    ],
    ['an image', '<image href="https://example.com/x.png"/>'],
    ['a link', '<a href="https://example.com"><text>go</text></a>'],
    ['a style sheet', '<style>@import url(https://example.com/x.css);</style>'],
    ['a reused element', '<use href="https://example.com/sprite.svg#x"/>'],
    ['an animation', '<set attributeName="onmouseover" to="alert(1)"/>'],
    [
      'an element of another namespace',
      '<x:script xmlns:x="http://www.w3.org/1999/xhtml">1</x:script>',
    ],
    ['a comment', '<!-- hidden -->'],
  ])('leaves out %s', (_what, inner) => {
    expect(clean(svg(`<g>${inner}</g><rect width="1" height="1"/>`))).toMatch(
      /^<svg [^>]*><g\/><rect width="1" height="1"\/><\/svg>$/,
    );
  });

  it.each([
    ['an escaped url()', 'fill:u\\72l(https://example.com/x)'],
    ['an image set', "background-image:image-set('https://example.com/x.png' 1x)"],
    ['a mask', '-webkit-mask-image:url(https://example.com/m.svg)'],
    ['a cursor', 'cursor:url(https://example.com/c.cur), auto'],
  ])('keeps only fonts and paint of a style: not %s', (_what, declaration) => {
    const out = clean(
      svg(`<text style="font-size:12px;font-family:sans-serif;${declaration}">a</text>`),
    );
    expect(out).toContain('style="font-size:12px;font-family:sans-serif"');
    expect(out).not.toContain('example.com');
  });

  it('leaves out event handlers, links and references outside the picture', () => {
    const out = clean(
      svg(
        '<rect onclick="alert(1)" ONLOAD="x" fill="url(https://example.com/p.svg#g)" ' +
          'xlink:href="https://example.com" style="background:url(\'https://example.com/t\')" width="1"/>',
      ),
    );
    expect(out).toMatch(/<rect width="1"\/>/);
    expect(out).not.toMatch(/onclick|onload|example\.com/i);
  });
});
