import type { FieldIssue } from '@rampart/contracts';

/**
 * The server's field problems keyed by the form field they belong to ("urls.0" and
 * "evidenceIds.2" belong to urls and evidenceIds); the first message per field wins.
 */
export const issuesByField = (issues: readonly FieldIssue[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const { field, message } of issues) {
    const head = field.split('.')[0] ?? field;
    out[head] ??= message;
  }
  return out;
};
