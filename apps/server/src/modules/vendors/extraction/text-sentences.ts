// Sentences as verbatim slices of a page's text, so that any of them can be quoted as is.

/** A line ends a sentence; inside a line, ". ", "! ", "? " or "; " before a capital does too. */
const BOUNDARY = /(?<=[.!?;])\s+(?=[\p{Lu}\d"“‘])/gu;

export const sentencesOf = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line) => line.split(BOUNDARY))
    .map((s) => s.trim())
    .filter(Boolean);

const CONJUNCTION = String.raw`(?:but|whereas|while|however|although|though|except)\s+`;
/**
 * ";" or a conjunction, matched from the start of the spaces before it only (the lookbehinds):
 * tried from every space of a long run, each attempt would scan the run again.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`(?<!\s)\s*;\s*|,\s+${CONJUNCTION}|(?<![\s,])\s+${CONJUNCTION}`,
  'i',
);

/**
 * Clauses inside a sentence, where one claim stops and another starts ("We are SOC 2 certified
 * but not yet ISO 27001 certified"): split at ";", ", but", " whereas", " however".
 */
export const clausesOf = (sentence: string): string[] =>
  sentence
    .split(CLAUSE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
