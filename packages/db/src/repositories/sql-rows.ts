/** The rows of a raw `db.execute(sql`…`)`, as both drivers answer ({ rows }). */
export const rowsOf = async <T>(p: Promise<unknown>): Promise<T[]> =>
  ((await p) as { rows: T[] }).rows;
