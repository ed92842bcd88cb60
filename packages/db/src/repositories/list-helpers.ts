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

/** A cursor no list gave: the server answers 400 naming `cursor`, never the first page again. */
export class InvalidCursorError extends Error {
  constructor() {
    super('This cursor was not given by this list: start again without it.');
    this.name = 'InvalidCursorError';
  }
}

export const pageWindow = (q: PageQuery) => {
  if (q.offset !== undefined) return { offset: q.offset, limit: q.limit };
  if (!q.cursor) return { offset: 0, limit: q.limit };
  const offset = decodeOffsetCursor(q.cursor);
  if (offset === null) throw new InvalidCursorError();
  return { offset, limit: q.limit };
};

/** The cursor of the page after this one; null at the end, and after an empty page. */
export const nextCursor = (offset: number, returned: number, total: number): string | null =>
  returned > 0 && offset + returned < total ? encodeOffsetCursor(offset + returned) : null;

/** ORDER BY the column, then the id, so pages are stable when values tie. */
export const orderBy = (column: AnyPgColumn, id: AnyPgColumn, direction: 'asc' | 'desc'): SQL[] =>
  direction === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];
