import type { Page } from '@rampart/contracts';
import { nextCursor, pageWindow, type PageQuery } from '@rampart/db';

/**
 * One page of a list the use case already holds whole (a short list: templates, tokens,
 * sessions), in the one list shape every list route answers: `{ items, total, nextCursor }`.
 * Lists that grow with use page in the database instead (the repositories' pageWindow).
 */
export const pageOf = <T>(all: readonly T[], query: PageQuery): Page<T> => {
  const { offset, limit } = pageWindow(query);
  const items = all.slice(offset, offset + limit);
  return { items, total: all.length, nextCursor: nextCursor(offset, items.length, all.length) };
};
