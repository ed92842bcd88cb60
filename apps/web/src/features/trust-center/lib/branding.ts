import {
  ACCENT_PATTERN,
  contrastRatio,
  TRUST_ACCENT_MIN_CONTRAST,
  TRUST_LOGO_MAX_BYTES,
  TRUST_LOGO_TYPES,
  TRUST_PAGE_SURFACE,
  TRUST_SECTION_LABELS,
  TRUST_SECTIONS,
  type TrustSection,
} from '@rampart/contracts';
import { formatBytes } from '../../../lib/files.ts';

// The page's look (issue 24 point 6): its accent colour, its logo and the sections it leaves out.

/**
 * The page's own link and button colour, used while no accent is set (the public page's
 * stylesheet): what the picker and the preview show for an empty accent.
 */
export const PAGE_OWN_ACCENT = '#4338ca';

export type AccentHint =
  | { state: 'default'; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'too-light'; ratio: number; message: string }
  | { state: 'readable'; ratio: number; message: string };

/**
 * A ratio as the hint writes it, rounded down: a colour just under the bar never reads as if it
 * met it ("4.4:1", not "4.5:1").
 */
export const ratioWords = (ratio: number): string =>
  `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** The accent as the contract stores it: trimmed, lower case. */
export const normaliseAccent = (value: string): string => value.trim().toLowerCase();

/** What the form says under the accent field while it is typed: the contrast and its verdict. */
export const accentHint = (value: string): AccentHint => {
  const colour = normaliseAccent(value);
  if (colour === '') {
    return { state: 'default', message: 'Empty: the page keeps its own colour.' };
  }
  if (!ACCENT_PATTERN.test(colour)) {
    return { state: 'invalid', message: 'Give a colour as #rrggbb, e.g. #1d4ed8' };
  }
  const ratio = contrastRatio(colour, TRUST_PAGE_SURFACE);
  if (ratio < TRUST_ACCENT_MIN_CONTRAST) {
    return {
      state: 'too-light',
      ratio,
      message: `Contrast ${ratioWords(ratio)}: too light to read on the page, needs ${TRUST_ACCENT_MIN_CONTRAST}:1. Choose a darker colour.`,
    };
  }
  return {
    state: 'readable',
    ratio,
    message: `Contrast ${ratioWords(ratio)} — readable as links and under white text.`,
  };
};

/** The colour the page would use: the typed one once it is a colour, else the page's own. */
export const shownAccent = (value: string): string => {
  const colour = normaliseAccent(value);
  return ACCENT_PATTERN.test(colour) ? colour : PAGE_OWN_ACCENT;
};

/** "PNG, JPEG or WebP". */
export const LOGO_TYPES_WORDS = 'PNG, JPEG or WebP';
const LOGO_NAMES: Record<(typeof TRUST_LOGO_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};
/** The file picker's `accept`. */
export const LOGO_ACCEPT = TRUST_LOGO_TYPES.join(',');
/** "512 KB". */
export const LOGO_MAX_WORDS = `${TRUST_LOGO_MAX_BYTES / 1024} KB`;

/** Why a chosen file cannot be the logo, before it is sent; null when it can. */
export const logoProblem = (file: { type: string; size: number }): string | null => {
  if (!(TRUST_LOGO_TYPES as readonly string[]).includes(file.type)) {
    return `Choose a ${LOGO_TYPES_WORDS} image.`;
  }
  if (file.size > TRUST_LOGO_MAX_BYTES) {
    return `The image is ${formatBytes(file.size)}; a logo is at most ${LOGO_MAX_WORDS}.`;
  }
  return null;
};

/** "PNG · 14.2 KB". */
export const logoWords = (logo: { contentType: string; sizeBytes: number }): string => {
  const type = LOGO_NAMES[logo.contentType as keyof typeof LOGO_NAMES] ?? 'Image';
  return `${type} · ${formatBytes(logo.sizeBytes)}`;
};

/** The sections hidden once `section` is shown or hidden, in the page's order. */
export const withSection = (
  hidden: readonly TrustSection[],
  section: TrustSection,
  shown: boolean,
): TrustSection[] => TRUST_SECTIONS.filter((s) => (s === section ? !shown : hidden.includes(s)));

/** The hidden sections as the settings card says them. */
export const hiddenSectionsWords = (hidden: readonly TrustSection[]): string => {
  if (hidden.length === 0) return 'Every section is shown';
  if (hidden.length === TRUST_SECTIONS.length) return 'Every section is hidden';
  return `Hidden: ${TRUST_SECTIONS.filter((s) => hidden.includes(s))
    .map((s) => TRUST_SECTION_LABELS[s])
    .join(', ')}`;
};
