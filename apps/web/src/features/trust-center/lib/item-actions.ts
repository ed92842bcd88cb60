import type { TrustItemKind, TrustItemState } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';

/** What a manager may do to a record from its state: the state each button moves it to. */
export const actionsFor = (state: TrustItemState): TrustItemState[] => {
  if (state === 'unlisted') return ['published', 'draft'];
  if (state === 'draft') return ['published', 'unlisted'];
  return ['draft', 'unlisted'];
};

/** The button that moves a record from `from` to `to`. */
export const actionLabel = (from: TrustItemState, to: TrustItemState): string => {
  if (to === 'published') return 'Publish';
  if (to === 'draft') return 'Save as draft';
  return from === 'draft' ? 'Discard draft' : 'Take off the page';
};

/** The toast once a record has moved from `from` to `to`. */
export const outcomeOf = (from: TrustItemState, to: TrustItemState): string => {
  if (to === 'published') return from === 'published' ? 'Saved on the page' : 'Published';
  if (to === 'draft') return from === 'published' ? 'Moved back to draft' : 'Saved as draft';
  return from === 'draft' ? 'Draft discarded' : 'Taken off the page';
};

/** The labels of the words the page shows for each kind of record. */
export const PUBLIC_FIELD_LABELS: Record<
  TrustItemKind,
  { title: string; text: string; textHint: string }
> = {
  certification: {
    title: 'Name on the page',
    text: 'Scope',
    textHint: 'What the certification covers.',
  },
  framework: {
    title: 'Name on the page',
    text: 'Description',
    textHint: 'What the framework covers for you, in a sentence or two.',
  },
  control: {
    title: 'Title on the page',
    text: 'Description',
    textHint: 'What the control does, in words a customer understands.',
  },
  document: {
    title: 'Title on the page',
    text: 'Description',
    textHint: 'What the document covers, in a sentence or two.',
  },
  subprocessor: {
    title: 'Name on the page',
    text: 'Purpose',
    textHint: 'What the vendor does with your customers’ data.',
  },
  faq: { title: 'Question', text: 'Answer', textHint: 'The approved answer, as visitors read it.' },
};

/** What each section says about when its records show. */
export const KIND_DESCRIPTIONS: Record<TrustItemKind, string> = {
  certification:
    'A certification shows only while it is held and in date. Its certificate can be offered for download.',
  framework:
    'A tracked framework shows its share of requirements met as frozen in a snapshot, taken when you publish it; take a new one when the page should catch up. A snapshot more than a year old is held back.',
  control:
    'The page shows “In place” only for implemented controls whose last test passed; the others show as in progress.',
  document:
    'A policy or document shows only while it is approved, in date and has a file. You choose whether visitors may download it.',
  subprocessor: 'A vendor shows while it is active.',
  faq: 'Approved answers from the answer library, shown while the records they rest on still hold.',
};

/** A kind in the middle of a sentence ("Loading controls"). */
export const KIND_NOUNS: Record<TrustItemKind, string> = {
  certification: 'certifications',
  framework: 'compliance frameworks',
  control: 'controls',
  document: 'documents',
  subprocessor: 'subprocessors',
  faq: 'FAQ answers',
};

export const KIND_EMPTY: Record<TrustItemKind, string> = {
  certification: 'No certifications recorded yet. Add them on Framework Status.',
  framework: 'No frameworks tracked yet. Track the ones you follow on Framework Status.',
  control: 'No controls yet.',
  document: 'No documents yet. Add policies and procedures on Documents.',
  subprocessor: 'No vendors yet.',
  faq: 'No approved answers in the answer library yet.',
};

const ISO_DAY = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** The server's words for why a record shows or not, with its days as the app writes dates. */
export const standingWords = (words: string): string =>
  words.replace(ISO_DAY, (day) => {
    const shown = formatDate(day);
    return shown === '—' ? day : shown;
  });

const items = (n: number) => `${formatNumber(n)} ${n === 1 ? 'item' : 'items'}`;

/** "3 items published · 1 held back". */
export const countsPhrase = (counts: { published: number; heldBack: number }): string =>
  `${items(counts.published)} published · ${formatNumber(counts.heldBack)} held back`;
