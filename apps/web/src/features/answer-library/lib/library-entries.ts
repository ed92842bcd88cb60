import type { LibraryEntryView, LibraryStanding } from '@rampart/contracts';
import { questionKey } from '@rampart/domain';

type Citation = LibraryEntryView['citations'][number];

/** The standing filter's choices: the stats' words, shorter than the badges'. */
export const STANDING_FILTER_LABELS: Record<'all' | LibraryStanding, string> = {
  all: 'All',
  current: 'Current',
  stale: 'Stale',
  conflicting: 'Disagreeing',
};

/**
 * Whether a cited record was deleted, so it gets no link (its page would be "not found"). The
 * server says so in the words of `staleReasons` (packages/domain incoming/answer-library.ts).
 */
export const citationGone = (entry: Pick<LibraryEntryView, 'staleReasons'>, c: Citation) =>
  entry.staleReasons.includes(`${c.title} no longer exists`);

/**
 * For each entry that disagrees with another, the others shown that answer the same question
 * differently (the server's rule: same question once numbering and punctuation are set aside).
 */
export const disagreements = (
  items: readonly LibraryEntryView[],
): Map<string, LibraryEntryView[]> => {
  const byQuestion = new Map<string, LibraryEntryView[]>();
  for (const e of items) {
    if (e.standing !== 'conflicting') continue;
    const key = questionKey(e.question);
    byQuestion.set(key, [...(byQuestion.get(key) ?? []), e]);
  }
  const out = new Map<string, LibraryEntryView[]>();
  for (const group of byQuestion.values()) {
    for (const e of group)
      out.set(
        e.id,
        group.filter((o) => o.answer !== e.answer),
      );
  }
  return out;
};
