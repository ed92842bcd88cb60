import type { ChatSource } from '@rampart/contracts';
import { normalizeQuestion } from './intent.ts';

/** Words that name nothing: a title matched only on these is no match. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could did do does for from had has have how i in is it its ' +
    'me my no not of on or our show tell that the their them there these this to us was we ' +
    'were what when where which who whose why will with without would you your about any all ' +
    'risk risks control controls please details describe find look up status'
  ).split(' '),
);

/** The words of a text worth matching on: three letters or more, no stop words. */
export const significantWords = (text: string): string[] => [
  ...new Set(
    normalizeQuestion(text)
      .split(/[\s'-]+/)
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w)),
  ),
];

/** Same word, allowing simple endings ("servers" ~ "server", "phishing" ~ "phish"). */
const sameWord = (a: string, b: string) => {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
};

export type WordMatch<T> = { item: T; matched: number; score: number };

/**
 * Items ranked by how much of their title the question names: the share of the title's
 * significant words found in the question. A match needs two shared words, or half of a
 * short title's words; best first, ties by more words matched.
 */
export const rankByWords = <T extends { title: string }>(
  question: string,
  items: readonly T[],
): WordMatch<T>[] => {
  const asked = significantWords(question);
  if (asked.length === 0) return [];
  const out: WordMatch<T>[] = [];
  for (const item of items) {
    const words = significantWords(item.title);
    if (words.length === 0) continue;
    const matched = words.filter((w) => asked.some((q) => sameWord(w, q))).length;
    const score = matched / words.length;
    if (matched >= 2 || (matched >= 1 && score >= 0.5)) out.push({ item, matched, score });
  }
  return out.sort((a, b) => b.score - a.score || b.matched - a.matched);
};

/** A framework the question names by its name ("ISO/IEC 27001", an imported catalogue). */
export const matchFrameworkByName = <T extends { id: string; name: string }>(
  question: string,
  frameworks: readonly T[],
): T | null => {
  const text = normalizeQuestion(question);
  return (
    frameworks.find((f) => text.includes(f.id.toLowerCase())) ??
    rankByWords(
      question,
      frameworks.map((f) => ({ ...f, title: f.name })),
    )[0]?.item ??
    null
  );
};

/**
 * The sources a model's answer used: those whose id appears in it, or whose title (of four
 * characters or more) it quotes, case-insensitively.
 */
export const citedSources = (text: string, candidates: readonly ChatSource[]): ChatSource[] => {
  const lower = text.toLowerCase();
  const seen = new Set<string>();
  const out: ChatSource[] = [];
  for (const c of candidates) {
    const key = `${c.kind}:${c.id}`;
    if (seen.has(key)) continue;
    const title = c.title.trim().toLowerCase();
    if (lower.includes(c.id.toLowerCase()) || (title.length >= 4 && lower.includes(title))) {
      seen.add(key);
      out.push(c);
    }
  }
  return out;
};
