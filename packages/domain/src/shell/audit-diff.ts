/** One changed field of an audited record, for the before/after view of the activity log. */
export type DiffEntry = {
  key: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Key order does not matter for equality of stored JSON, so compare canonical forms.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  ) ?? 'undefined';

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * The fields that differ between an audit event's `before` and `after`. A missing side (a
 * creation or a deletion) makes every field of the other side added or removed. Values that are
 * not records compare as a whole, under the empty key.
 */
export const diffRecords = (before: unknown, after: unknown): DiffEntry[] => {
  const b = before ?? null;
  const a = after ?? null;
  if (!isRecord(b) && !isRecord(a)) {
    if (same(b, a)) return [];
    const kind = b === null ? 'added' : a === null ? 'removed' : 'changed';
    return [{ key: '', kind, before: b, after: a }];
  }
  const from = isRecord(b) ? b : {};
  const to = isRecord(a) ? a : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const entries: DiffEntry[] = [];
  for (const key of keys) {
    const inBefore = key in from && from[key] !== undefined;
    const inAfter = key in to && to[key] !== undefined;
    if (inBefore && inAfter) {
      if (!same(from[key], to[key])) {
        entries.push({ key, kind: 'changed', before: from[key], after: to[key] });
      }
    } else if (inAfter) {
      entries.push({ key, kind: 'added', before: null, after: to[key] });
    } else if (inBefore) {
      entries.push({ key, kind: 'removed', before: from[key], after: null });
    }
  }
  return entries;
};

/** A value as one line of text: strings as they are, nothing as a dash, the rest as JSON. */
export const formatDiffValue = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
};

const NAME_FIELDS = ['name', 'title', 'email'] as const;

/** A readable name for an audited record ("Acme Ltd", "ada@acme.test"), when it has one. */
export const auditEntityName = (before: unknown, after: unknown): string | null => {
  for (const record of [after, before]) {
    if (!isRecord(record)) continue;
    for (const field of NAME_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
};
