// Risks spec §5: "AI content generation requires a non-empty context". For a risk, the context
// is its title and description; a blank description with a title too short to say anything
// (one word, or filler such as "Untitled Risk") is no context.

/** Words that say nothing about what could go wrong. */
const FILLER = new Set(['risk', 'risks', 'untitled', 'new', 'test', 'tbd', 'todo', 'the', 'and']);
/** A title alone must carry at least this many meaningful words. */
export const MIN_TITLE_WORDS = 2;
const MIN_WORD_LENGTH = 3;

const meaningfulWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= MIN_WORD_LENGTH && !FILLER.has(w),
  );

export const hasUsableContext = (risk: { title: string; description: string }): boolean =>
  meaningfulWords(risk.description).length > 0 ||
  meaningfulWords(risk.title).length >= MIN_TITLE_WORDS;

/** The inputs the generation could not use (for the confidence). */
export const missingGenerationInputs = (
  risk: { description: string; category: string | null },
  context: { techStack: readonly string[]; complianceGoals: readonly string[] },
): number =>
  [
    risk.description.trim() === '',
    !risk.category,
    context.techStack.length === 0,
    context.complianceGoals.length === 0,
  ].filter(Boolean).length;
