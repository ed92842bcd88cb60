import type { OrganizationImport } from '@rampart/contracts';
import { newId, recordAudit, type Database, type Executor } from '@rampart/db';
import {
  listTables,
  organizationTables,
  prepareSession,
  remapIds,
  sqlRunner,
  type RunSql,
  type TableInfo,
} from '@rampart/db/transfer';
import { invalid } from '../../../errors.ts';
import { databaseErrorOf } from '../../../plugins/safe-error-log.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { tableName } from './organization-archive.ts';
import { checkShipped, importTable, setDeferred, type ImportContext } from './import-rows.ts';
import { MAX_ROW_CHARS, readExport, type ExportedPerson } from './read-export.ts';
import { entryLines, openZip, type ZipIndex } from './read-zip.ts';
import { removeStored, storeExportFiles } from './store-export-files.ts';

/**
 * The order rows go in: a table after every table its NOT NULL references name (a nullable
 * reference to one written later is set afterwards), and the risk history after the risks
 * (whose trigger writes history that the export's own replaces).
 */
export const importOrder = (carried: TableInfo[]): TableInfo[] => {
  const names = new Set(carried.map((t) => t.name));
  const byName = new Map(carried.map((t) => [t.name, t]));
  const extra: Record<string, string[]> = { risk_history: ['risks'] };
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const visit = (t: TableInfo, path: Set<string>) => {
    if (done.has(t.name)) return;
    if (path.has(t.name)) throw new Error(`NOT NULL references form a cycle through ${t.name}`);
    path.add(t.name);
    const parents = [
      ...t.references.filter((r) => r.notNull && r.table !== t.name).map((r) => r.table),
      ...(extra[t.name] ?? []),
    ].filter((p) => names.has(p));
    for (const p of parents) visit(byName.get(p)!, path);
    path.delete(t.name);
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of carried) visit(t, new Set());
  return ordered;
};

/**
 * People of the export: found here by email, or given an account without a password (not
 * confirmed, never signed in), which the person claims by registering with that address and
 * confirming it by mail. Answers old id → id here.
 */
const placePeople = async (run: RunSql, people: ExportedPerson[]) => {
  const ids = new Map<string, string>();
  let created = 0;
  for (const person of people) {
    const email = person.email.toLowerCase();
    const [found] = await run<{ id: string }>(`select id from users where email = $1`, [email]);
    if (found) {
      ids.set(person.id, found.id);
      continue;
    }
    const id = newId('usr');
    await run(
      `insert into users (id, name, email, email_verified, persona, is_active) values ($1, $2, $3, false, $4, $5)`,
      [id, person.name, email, person.persona, person.is_active],
    );
    await run(
      `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, null)`,
      [newId('acc'), id],
    );
    ids.set(person.id, id);
    created += 1;
  }
  return { ids, matched: people.length - created, created };
};

/** The rows of every table, in one transaction; answers the new organisation's counts. */
const writeRows = async (
  tx: Executor,
  zip: ZipIndex,
  read: Awaited<ReturnType<typeof readExport>>,
  setup: { storage: FileStorage; storedKeys: string[]; importerId: string; requestId: string },
) => {
  const run = sqlRunner(tx);
  await prepareSession(run);
  const order = importOrder(organizationTables(await listTables(run)).map((c) => c.table));
  const people = await placePeople(run, read.people);
  const ids = new Map([...read.ids, ...people.ids]);
  const organizationId = ids.get(read.manifest.organization.id)!;
  const ctx: ImportContext = {
    run,
    organizationId,
    ids,
    newIds: new Set(ids.values()),
    storage: setup.storage,
    storedKeys: new Set(setup.storedKeys),
    missingKeys: new Set(read.manifest.missingFiles.map((k) => remapIds(k, ids))),
    order: order.map((t) => t.name),
    shipped: new Map(),
    linksReplaced: 0,
  };
  const deferred: Parameters<typeof setDeferred>[1] = [];
  let rows = 0;
  for (const table of order) {
    if (table.name === 'risk_history') {
      // What the risks' trigger wrote as they went in; the export's history follows.
      await run(`delete from risk_history where organization_id = $1`, [organizationId]);
    }
    const lines = entryLines(zip, tableName(table.name), MAX_ROW_CHARS);
    const written = await importTable(ctx, table, lines, deferred);
    if (table.name === 'organizations' && written !== 1) {
      throw invalid('file', `${tableName('organizations')} must hold the one organisation`);
    }
    rows += written;
  }
  await setDeferred(ctx, deferred);
  await checkShipped(ctx);
  await run(
    `insert into memberships (id, organization_id, user_id, role) values ($1, $2, $3, 'owner')
       on conflict (organization_id, user_id) do update set role = 'owner'`,
    [newId('mem'), organizationId, setup.importerId],
  );
  const [org] = await run<{ name: string }>(`select name from organizations where id = $1`, [
    organizationId,
  ]);
  await recordAudit(tx, {
    organizationId,
    actorId: setup.importerId,
    requestId: setup.requestId,
    action: 'organization.imported',
    entityType: 'organization',
    entityId: organizationId,
    after: {
      exportedAt: read.manifest.exportedAt,
      schemaVersion: read.manifest.schemaVersion,
      rows,
      files: setup.storedKeys.length,
    },
  });
  const summary: OrganizationImport = {
    organization: { id: organizationId, name: org?.name ?? '' },
    rows,
    files: setup.storedKeys.length,
    people: { matched: people.matched, created: people.created },
    linksReplaced: ctx.linksReplaced,
  };
  return { summary, ids };
};

/**
 * A row the schema refuses (a value of the wrong type, a broken rule) is the file's fault: the
 * import answers which rule, never a server error.
 */
const refusedByDatabase = (error: unknown) => {
  const db = databaseErrorOf(error);
  // 22: a value of the wrong type or size; 23: a broken rule; 54: past a limit (an index row).
  if (!db || !/^(22|23|54)/.test(db.code ?? '')) return null;
  const where = [db.table, db.column ?? db.constraint].filter(Boolean).join('.');
  return invalid(
    'file',
    `A row of the export does not fit this Rampart${where ? ` (${where})` : ''}`,
  );
};

/**
 * Makes a new organisation from an export (organization-archive.ts) with new ids throughout,
 * the person importing as an owner. Everything is checked before anything is written; the
 * files are stored first, then every row goes in one transaction; if that fails, the files
 * stored are removed and the database is as it was.
 */
export const importOrganization = async ({
  database,
  storage,
  zipPath,
  importerId,
  requestId,
}: {
  database: Database;
  storage: FileStorage;
  zipPath: string;
  importerId: string;
  requestId: string;
}): Promise<{ summary: OrganizationImport; ids: ReadonlyMap<string, string> }> => {
  const schemaVersion = (await database.migrationVersion()) ?? '';
  const zip = await openZip(zipPath);
  try {
    const carried = organizationTables(await listTables(sqlRunner(database.db))).map(
      (c) => c.table,
    );
    const read = await readExport(zip, schemaVersion, carried);
    const storedKeys = await storeExportFiles(zip, read.manifest, read.ids, storage);
    try {
      return await database.db.transaction((tx) =>
        writeRows(tx, zip, read, { storage, storedKeys, importerId, requestId }),
      );
    } catch (error) {
      await removeStored(storage, storedKeys);
      throw refusedByDatabase(error) ?? error;
    }
  } finally {
    zip.close();
  }
};
