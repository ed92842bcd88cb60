// Sentences as verbatim slices of a page's text, so that any of them can be quoted as is.

/** A line ends a sentence; inside a line, ". ", "! ", "? " or "; " before a capital does too. */
const BOUNDARY = /(?<=[.!?;])\s+(?=[\p{Lu}\d"“‘])/gu;

export const sentencesOf = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line) => line.split(BOUNDARY))
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Clauses inside a sentence, where one claim stops and another starts ("We are SOC 2 certified
 * but not yet ISO 27001 certified"): split at ";", ", but", " whereas", " however".
 */
export const clausesOf = (sentence: string): string[] =>
  sentence
    .split(/\s*;\s*|,?\s+(?:but|whereas|while|however|although|though|except)\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
