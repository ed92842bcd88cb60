/** One way risks are described, and the control language it stands for. */
export type Expansion = {
  id: string;
  /** What the rule recognised, in plain words, for the rationale. */
  concept: string;
  when: RegExp | RegExp[];
  terms: string;
  /**
   * Words of the risk this rule reads in another sense than the library's (in "the accounts do
   * not balance", "accounts" are the books, not logins): not looked up as the risk's own words.
   */
  otherSense?: string[];
  /** How much the rule's terms count against other rules' (1 when not given). */
  weight?: number;
  /**
   * Literal fragments of which any match of `when` (the first pattern, for a list) holds one:
   * a cheap check that skips the pattern for most risks. None means always try the pattern.
   */
  hints?: string[];
};

/** An expansion with only the required fields. */
export const e = (
  id: string,
  concept: string,
  when: RegExp | RegExp[],
  terms: string,
): Expansion => ({
  id,
  concept,
  when,
  terms,
});
