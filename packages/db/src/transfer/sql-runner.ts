import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/** Plain SQL with $n parameters, on the database or inside a transaction (both engines). */
export type RunSql = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<T[]>;

/** Turns "… $1 … $2" into drizzle's SQL so the same text runs inside a drizzle transaction. */
const toSql = (text: string, params: unknown[]): SQL => {
  const parts: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    parts.push(sql.raw(text.slice(last, match.index)));
    parts.push(sql`${params[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts, sql.raw(''));
};

export const sqlRunner =
  (executor: Executor): RunSql =>
  async <T>(text: string, params: unknown[] = []) => {
    // Both drivers answer with { rows }.
    const result = (await executor.execute(toSql(text, params))) as unknown as { rows: T[] };
    return result.rows;
  };

/** A quoted identifier (catalog names only ever reach here, but quote them all the same). */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
