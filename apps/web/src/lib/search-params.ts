// Zod-free (decision 008): the route tables' search validators run in the entry chunk.
// Each reader keeps what the server would accept and drops the rest, so a hand-edited or stale
// URL still opens the page.

/** Search text and the like are cut to this length, as the list APIs do. */
export const MAX_SEARCH_TEXT = 200;
/** No record id is longer. */
export const MAX_ID = 64;

/** The allowed values of a param given once or repeated, without repeats; undefined for none. */
export const many = <T extends string>(value: unknown, allowed: readonly T[]): T[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v),
  );
  return list.length > 0 ? [...new Set(list)] : undefined;
};

/** The first allowed value, for a param that holds one (a sort column, a tab). */
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  many(value, allowed)?.[0];

/** Trimmed text (a number reads as text), cut to the longest the server takes; undefined if empty. */
export const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const v = String(value).trim().slice(0, MAX_SEARCH_TEXT);
  return v === '' ? undefined : v;
};

/** An id is kept whole or not at all: a cut id would name another record. */
export const id = (value: unknown): string | undefined => {
  const v = typeof value === 'string' ? value.trim() : '';
  return v === '' || v.length > MAX_ID ? undefined : v;
};

/** A page past the first; the first is the default and stays out of the URL. */
export const pageNumber = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/** A query string whose arrays repeat their key (?tier=high&tier=critical), as the API reads them. */
export const listQuery = (params: Record<string, QueryValue>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) query.append(key, v);
    else query.set(key, String(value));
  }
  const out = query.toString();
  return out ? `?${out}` : '';
};

/**
 * The state every server-paged list keeps in its URL besides its filters: the sort (left out
 * while it is the default) and the page (1-based, left out on the first).
 */
export type PagedListSearch = { sortBy?: string; sortDirection?: 'asc' | 'desc'; page?: number };

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** Other filters or another sort show other rows: start again at the first page. */
export const withListChange = <S extends PagedListSearch>(prev: S, change: Partial<S>): S => ({
  ...prev,
  ...change,
  page: undefined,
});

/** Filters gone, sort kept, back to the first page. */
export const withoutListFilters = <S extends PagedListSearch>(s: S): S =>
  ({ sortBy: s.sortBy, sortDirection: s.sortDirection }) as S;
