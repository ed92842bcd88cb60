import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Database } from '@rampart/db';
import {
  fileColumns,
  ident,
  listTables,
  organizationTables,
  personColumns,
  PERSON_EXPORT_COLUMNS,
  prepareSession,
  sqlRunner,
  tableLines,
  tableSummer,
  type TableSum,
} from '@rampart/db/transfer';
import { StoredFileMissing, type FileStorage } from '../../../platform/files/file-storage.ts';
import {
  fileName,
  MANIFEST,
  ORGANIZATION_EXPORT_FORMAT,
  ORGANIZATION_EXPORT_VERSION,
  PEOPLE,
  tableName,
  type OrganizationManifest,
} from './organization-archive.ts';

type Dumped = {
  tables: ({ name: string } & TableSum)[];
  people: TableSum;
  files: { storage: string; key: string }[];
  name: string;
};

/** Writes `lines` to the file, appending. */
const writer = (path: string) => {
  const out = createWriteStream(path, { mode: 0o600 });
  return {
    async write(lines: string[]) {
      if (!out.write(lines.map((l) => `${l}\n`).join(''))) await once(out, 'drain');
    },
    async close() {
      out.end();
      await once(out, 'finish');
    },
  };
};

/**
 * The organisation's rows of every carried table, the people they name and the files they
 * list, from one consistent snapshot (REPEATABLE READ, read only), to `dir`.
 */
const dumpOrganization = async (
  database: Database,
  organizationId: string,
  dir: string,
): Promise<Dumped> =>
  database.db.transaction(
    async (tx) => {
      const run = sqlRunner(tx);
      await prepareSession(run);
      const all = await listTables(run);
      const people = new Set<string>();
      const personCols = personColumns(all);
      const tables: Dumped['tables'] = [];
      for (const { table, filter } of organizationTables(all)) {
        const cols = personCols.filter((c) => c.table === table.name).map((c) => c.column);
        const out = writer(join(dir, `${table.name}.ndjson`));
        const summer = tableSummer();
        const only = { where: filter, param: organizationId };
        for await (const lines of tableLines(run, table, undefined, only)) {
          summer.add(lines);
          await out.write(lines);
          if (cols.length === 0) continue;
          for (const line of lines) {
            const row = JSON.parse(line) as Record<string, unknown>;
            for (const c of cols) if (typeof row[c] === 'string') people.add(row[c]);
          }
        }
        await out.close();
        tables.push({ name: table.name, ...summer.done() });
      }
      const peopleOut = writer(join(dir, PEOPLE));
      const peopleSum = tableSummer();
      const cols = PERSON_EXPORT_COLUMNS.map(ident).join(', ');
      const lines = (
        await run<{ line: string }>(
          `select row_to_json(t)::text as line from (select ${cols} from users where id = any(array(select jsonb_array_elements_text($1::jsonb))) order by id) t`,
          [JSON.stringify([...people])],
        )
      ).map((r) => r.line);
      peopleSum.add(lines);
      await peopleOut.write(lines);
      await peopleOut.close();
      const files = new Map<string, { storage: string; key: string }>();
      for (const col of fileColumns(all)) {
        const carried = organizationTables(all).find((t) => t.table.name === col.table);
        if (!carried) continue;
        const rows = await run<{ storage: string; key: string }>(
          `select distinct ${ident(col.storage)} as storage, ${ident(col.key)} as key from ${ident(col.table)}
            where (${carried.filter}) and ${ident(col.key)} is not null`,
          [organizationId],
        );
        for (const r of rows) files.set(r.key, r);
      }
      const [org] = await run<{ name: string }>(`select name from organizations where id = $1`, [
        organizationId,
      ]);
      return {
        tables,
        people: peopleSum.done(),
        files: [...files.values()].sort((a, b) => a.key.localeCompare(b.key)),
        name: org?.name ?? '',
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/** Counts and hashes the bytes as they pass to the zip. */
const measured = () => {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, done: () => ({ sizeBytes, sha256: hash.digest('hex') }) };
};

export type OrganizationExport = {
  /** The zip, in a private folder: the caller sends it, then calls `cleanup`. */
  path: string;
  manifest: OrganizationManifest;
  cleanup: () => Promise<void>;
};

/**
 * The whole organisation as one zip (organization-archive.ts): its rows, the people they name,
 * and every stored file, with counts and SHA-256s in the manifest. Nothing is held whole in
 * memory: rows go through files of a private work folder, files stream from storage.
 */
export const exportOrganization = async ({
  database,
  storage,
  organizationId,
  workDir,
  now = new Date(),
}: {
  database: Database;
  storage: FileStorage;
  organizationId: string;
  workDir: string;
  now?: Date;
}): Promise<OrganizationExport> => {
  await mkdir(workDir, { recursive: true });
  const work = await mkdtemp(join(workDir, 'rampart-org-export-'));
  const cleanup = () => rm(work, { recursive: true, force: true });
  try {
    const schemaVersion = await database.migrationVersion();
    if (!schemaVersion) throw new Error('This database has no schema yet');
    await mkdir(join(work, 'rows'));
    const dumped = await dumpOrganization(database, organizationId, join(work, 'rows'));
    const path = join(work, 'organization.zip');
    const zip = new yazl.ZipFile();
    const written = zip.outputStream.pipe(createWriteStream(path, { mode: 0o600 }));
    const entry = { mtime: now, mode: 0o100600 };
    zip.addFile(join(work, 'rows', PEOPLE), PEOPLE, entry);
    for (const t of dumped.tables) {
      zip.addFile(join(work, 'rows', `${t.name}.ndjson`), tableName(t.name), entry);
    }
    const manifest: OrganizationManifest = {
      format: ORGANIZATION_EXPORT_FORMAT,
      formatVersion: ORGANIZATION_EXPORT_VERSION,
      schemaVersion,
      exportedAt: now.toISOString(),
      organization: { id: organizationId, name: dumped.name },
      people: dumped.people,
      tables: dumped.tables,
      files: [],
      missingFiles: [],
    };
    for (const ref of dumped.files) {
      let body;
      try {
        if (ref.storage !== storage.kind) throw new StoredFileMissing(ref.key);
        body = await storage.read(ref.key);
      } catch (error) {
        if (!(error instanceof StoredFileMissing)) throw error;
        manifest.missingFiles.push(ref.key);
        continue;
      }
      // One file at a time: the zip reads it to its end before the next is opened.
      const counted = measured();
      zip.addReadStream(body.pipe(counted.stream), fileName(ref.key), entry);
      await finished(counted.stream);
      manifest.files.push({ key: ref.key, ...counted.done() });
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST, entry);
    zip.end();
    await finished(written);
    return { path, manifest, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
};
