import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Cursors are opaque to clients; inside they hold the offset of the next page. */
export const encodeOffsetCursor = (offset: number): string =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

export const decodeOffsetCursor = (cursor: string | undefined): number | null => {
  if (!cursor) return null;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: unknown };
    return typeof o === 'number' && Number.isInteger(o) && o >= 0 ? o : null;
  } catch {
    return null;
  }
};

export type PageQuery = { limit: number; cursor?: string; offset?: number };

export const pageWindow = (q: PageQuery) => {
  const offset = q.offset ?? decodeOffsetCursor(q.cursor) ?? 0;
  return { offset, limit: q.limit };
};

export const nextCursor = (offset: number, returned: number, total: number): string | null =>
  offset + returned < total ? encodeOffsetCursor(offset + returned) : null;

/** ORDER BY the column, then the id, so pages are stable when values tie. */
export const orderBy = (column: AnyPgColumn, id: AnyPgColumn, direction: 'asc' | 'desc'): SQL[] =>
  direction === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];
