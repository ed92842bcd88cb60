import { describe, expect, it } from 'vitest';
import { TRUST_ITEM_STATES, type TrustItemState } from '@rampart/contracts';
import { actionLabel, actionsFor, countsPhrase, outcomeOf, standingWords } from './item-actions.ts';

describe('what a manager may do to a record', () => {
  it.each<[TrustItemState, string[]]>([
    ['unlisted', ['Publish', 'Save as draft']],
    ['draft', ['Publish', 'Discard draft']],
    ['published', ['Save as draft', 'Take off the page']],
  ])('a record %s offers %j', (state, labels) => {
    expect(actionsFor(state).map((to) => actionLabel(state, to))).toEqual(labels);
  });

  it('never offers the state a record is already in, and always a way off or on the page', () => {
    for (const state of TRUST_ITEM_STATES) {
      const to = actionsFor(state);
      expect(to).not.toContain(state);
      expect(to.some((s) => s === 'published' || s === 'unlisted')).toBe(true);
    }
  });

  it.each<[TrustItemState, TrustItemState, string]>([
    ['unlisted', 'published', 'Published'],
    ['draft', 'published', 'Published'],
    ['published', 'published', 'Saved on the page'],
    ['unlisted', 'draft', 'Saved as draft'],
    ['published', 'draft', 'Moved back to draft'],
    ['published', 'unlisted', 'Taken off the page'],
    ['draft', 'unlisted', 'Draft discarded'],
  ])('from %s to %s says "%s"', (from, to, words) => {
    expect(outcomeOf(from, to)).toBe(words);
  });
});

describe('the words shown', () => {
  it.each([
    ['Held, valid until 2027-03-12', 'Held, valid until Mar 12, 2027'],
    [
      'Shown as in progress: it failed its last test on 2026-11-02',
      'Shown as in progress: it failed its last test on Nov 2, 2026',
    ],
    ['Held back: it has expired', 'Held back: it has expired'],
    ['Reference 2026-13-45 stays', 'Reference 2026-13-45 stays'],
  ])('"%s" reads "%s"', (words, shown) => {
    expect(standingWords(words)).toBe(shown);
  });

  it.each([
    [{ published: 0, heldBack: 0 }, '0 items published · 0 held back'],
    [{ published: 1, heldBack: 0 }, '1 item published · 0 held back'],
    [{ published: 1200, heldBack: 3 }, '1,200 items published · 3 held back'],
  ])('counts %j read "%s"', (counts, words) => {
    expect(countsPhrase(counts)).toBe(words);
  });
});
