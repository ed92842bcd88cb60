const ELLIPSIS = '…';
/** Of a shortened title's room, the share kept for its opening words when the end is shown. */
const HEAD_SHARE = 1 / 3;

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/** Cut at the last space before `at` (or at `at` when a word runs longer). */
const wordEnd = (s: string, at: number): string => {
  const space = s.lastIndexOf(' ', at);
  return (space > at / 2 ? s.slice(0, space) : s.slice(0, at)).trimEnd();
};

/** Back `at` up to the start of its word. */
const wordStart = (s: string, at: number): number => {
  const space = s.lastIndexOf(' ', Math.max(0, at - 1));
  return space < 0 ? 0 : space + 1;
};

const endCut = (t: string, max: number): string =>
  t.length <= max ? t : `${wordEnd(t, max - 1)}${ELLIPSIS}`;

/** The opening words, an ellipsis, then the title from where it departs from its look-alikes. */
const middleCut = (t: string, departs: number, max: number): string => {
  const head = wordEnd(t, Math.floor(max * HEAD_SHARE));
  const from = Math.max(wordStart(t, departs), head.length);
  const room = max - head.length - 2;
  const tail = t.slice(from).trimStart();
  return `${head}${ELLIPSIS} ${tail.length <= room ? tail : endCut(tail, room)}`;
};

/**
 * Titles shortened to `max` characters for a list, such that two different titles never read
 * the same: a title cut at its end like another one shows its opening words and then the part
 * where it differs ("Quarterly access… three leavers kept access"). Where even that cannot
 * tell them apart, the whole title is shown.
 */
export const shortTitles = (titles: readonly string[], max: number): string[] => {
  const ends = titles.map((t) => endCut(t, max));
  const shown = titles.map((t, i) => {
    if (t === ends[i]) return t;
    const alike = titles.filter((o, j) => o !== t && ends[j] === ends[i]);
    if (alike.length === 0) return ends[i]!;
    return middleCut(t, Math.min(...alike.map((o) => commonPrefix(t, o))), max);
  });
  const owners = new Map<string, Set<string>>();
  shown.forEach((s, i) => owners.set(s, (owners.get(s) ?? new Set()).add(titles[i]!)));
  return shown.map((s, i) => (owners.get(s)!.size > 1 ? titles[i]! : s));
};
