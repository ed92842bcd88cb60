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

/** A form's own check (a contract's schema) keyed the same way: the first message per field. */
export const schemaIssuesByField = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issuesByField(issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message })));
