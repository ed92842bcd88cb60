import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import {
  LEFT_OUT_OF_ORGANIZATION_EXPORT,
  listTables,
  orderedSelect,
  organizationRowFilter,
  organizationTables,
  OUTSIDE_LINK_COLUMNS,
  personColumns,
  prepareSession,
  sqlRunner,
  tableLines,
} from './index.ts';

// The dump pages by key: whatever the page size, the same rows in the same order.
let database: Database;
beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

const allLines = async (pageRows: number) =>
  database.db.transaction(async (tx) => {
    const run = sqlRunner(tx);
    await prepareSession(run);
    const out: Record<string, string[]> = {};
    for (const table of await listTables(run)) {
      out[table.name] = [];
      for await (const page of tableLines(run, table, pageRows)) out[table.name]!.push(...page);
    }
    return out;
  });

describe('dumping tables', () => {
  it('reads every row once in key order, page by page (composite keys included)', async () => {
    const whole = await allLines(1_000_000);
    const paged = await allLines(7);
    expect(paged).toEqual(whole);
    // The shipped library fills tables past several pages, so paging is really exercised.
    expect(Math.max(...Object.values(whole).map((l) => l.length))).toBeGreaterThan(7 * 3);
    const run = sqlRunner(database.db);
    const tables = await listTables(run);
    expect(tables.some((t) => t.primaryKey.length > 1)).toBe(true);
    expect(tables.every((t) => t.primaryKey.length > 0)).toBe(true);
    expect(orderedSelect(tables.find((t) => t.name === 'organizations')!)).toMatch(
      /order by "id"$/,
    );
  });

  it('lists parents before children, and leaves generated columns to the target', async () => {
    const tables = await listTables(sqlRunner(database.db));
    const at = (name: string) => tables.findIndex((t) => t.name === name);
    expect(at('organizations')).toBeLessThan(at('risks'));
    expect(at('risks')).toBeLessThan(at('risk_history'));
    const controls = tables.find((t) => t.name === 'library_controls')!;
    expect(controls.columns).toContain('name');
    expect(controls.columns).not.toContain('search_vector');
  });
});

describe('what an organisation export carries', () => {
  it('decides every table: carried with a filter, or left out with a reason', async () => {
    const tables = await listTables(sqlRunner(database.db));
    for (const t of tables) {
      const carried = organizationRowFilter(t) !== null;
      const left = t.name in LEFT_OUT_OF_ORGANIZATION_EXPORT || t.name === 'users';
      expect(carried !== left, t.name).toBe(true);
    }
    const names = tables.map((t) => t.name);
    for (const name of Object.keys(LEFT_OUT_OF_ORGANIZATION_EXPORT)) expect(names).toContain(name);
    for (const [table, column] of Object.entries(OUTSIDE_LINK_COLUMNS)) {
      expect(tables.find((t) => t.name === table)?.columns, table).toContain(column);
    }
  });

  it('knows every column of a carried table that names a person', async () => {
    const tables = await listTables(sqlRunner(database.db));
    const known = new Set(personColumns(tables).map((c) => `${c.table}.${c.column}`));
    const looksLikePerson = /(^|_)(user_id|actor_id)$|_by$/;
    const unknown = organizationTables(tables).flatMap(({ table }) =>
      table.columns
        .filter((c) => looksLikePerson.test(c) && !known.has(`${table.name}.${c}`))
        .map((c) => `${table.name}.${c}`),
    );
    expect(unknown).toEqual([]);
  });
});
