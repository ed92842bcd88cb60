import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  TRUST_ACCENT_MIN_CONTRAST,
  TRUST_LOGO_MAX_BYTES,
  TRUST_PAGE_SURFACE,
  TRUST_SECTIONS,
  type TrustSection,
} from '@rampart/contracts';
import {
  accentHint,
  hiddenSectionsWords,
  logoProblem,
  logoWords,
  PAGE_OWN_ACCENT,
  ratioWords,
  shownAccent,
  withSection,
} from './branding.ts';

describe('the accent colour as it is typed', () => {
  it('is the page’s own colour when empty', () => {
    expect(accentHint('  ')).toEqual({
      state: 'default',
      message: 'Empty: the page keeps its own colour.',
    });
  });

  it.each(['blue', '#12345', '#1234567', '1d4ed8', '#gggggg'])(
    '%j is not a colour yet',
    (value) => {
      expect(accentHint(value)).toEqual({
        state: 'invalid',
        message: 'Give a colour as #rrggbb, e.g. #1d4ed8',
      });
    },
  );

  it('says a dark colour reads, with its contrast on the page', () => {
    const hint = accentHint(' #1D4ED8 ');
    expect(hint.state).toBe('readable');
    expect(hint.message).toMatch(/^Contrast \d+\.\d:1 — readable/);
  });

  it('says a light colour does not, and what it needs', () => {
    expect(accentHint('#ffff00')).toMatchObject({
      state: 'too-light',
      message:
        'Contrast 1.0:1: too light to read on the page, needs 4.5:1. Choose a darker colour.',
    });
  });

  // Greys around the bar: the verdict follows the contract's own rule at, below and above it.
  it.each(['#767676', '#757575', '#777777', '#737373', '#7a7a7a', '#000000', '#ffffff'])(
    '%s gets the contract’s verdict',
    (colour) => {
      const meets = contrastRatio(colour, TRUST_PAGE_SURFACE) >= TRUST_ACCENT_MIN_CONTRAST;
      expect(accentHint(colour).state).toBe(meets ? 'readable' : 'too-light');
    },
  );

  it('never rounds a failing ratio up to the bar', () => {
    expect(ratioWords(4.49)).toBe('4.4:1');
    expect(ratioWords(4.5)).toBe('4.5:1');
    expect(ratioWords(21)).toBe('21.0:1');
  });

  it('shows the typed colour once it is one, else the page’s own', () => {
    expect(shownAccent('#1D4ED8')).toBe('#1d4ed8');
    expect(shownAccent('#1d4')).toBe(PAGE_OWN_ACCENT);
    expect(shownAccent('')).toBe(PAGE_OWN_ACCENT);
  });
});

describe('the logo chosen', () => {
  it.each([
    [{ type: 'image/png', size: 10_000 }, null],
    [{ type: 'image/jpeg', size: TRUST_LOGO_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [
      { type: 'image/webp', size: TRUST_LOGO_MAX_BYTES + 1 },
      'The image is 512.0 KB; a logo is at most 512 KB.',
    ],
    [{ type: 'image/svg+xml', size: 100 }, 'Choose a PNG, JPEG or WebP image.'],
    [{ type: '', size: 100 }, 'Choose a PNG, JPEG or WebP image.'],
  ])('%j: %s', (file, problem) => {
    expect(logoProblem(file)).toBe(problem);
  });

  it('is described by its type and size', () => {
    expect(logoWords({ contentType: 'image/png', sizeBytes: 14_540 })).toBe('PNG · 14.2 KB');
    expect(logoWords({ contentType: 'image/webp', sizeBytes: 900 })).toBe('WebP · 900 B');
  });
});

describe('the sections on the page', () => {
  it('hides and shows one, keeping the page’s order and no repeats', () => {
    let hidden: TrustSection[] = [];
    hidden = withSection(hidden, 'faq', false);
    hidden = withSection(hidden, 'overview', false);
    hidden = withSection(hidden, 'faq', false);
    expect(hidden).toEqual(['overview', 'faq']);
    expect(withSection(hidden, 'overview', true)).toEqual(['faq']);
    expect(withSection(hidden, 'updates', true)).toEqual(['overview', 'faq']);
  });

  it.each<[TrustSection[], string]>([
    [[], 'Every section is shown'],
    [['faq', 'controls'], 'Hidden: Controls, Security FAQ'],
    [[...TRUST_SECTIONS], 'Every section is hidden'],
  ])('%j reads "%s"', (hidden, words) => {
    expect(hiddenSectionsWords(hidden)).toBe(words);
  });
});
