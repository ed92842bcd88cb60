import { z } from 'zod';
import { PERSONAS } from '@rampart/contracts';
import { freshIdLike, isIdShaped, tableSummer, type TableInfo } from '@rampart/db/transfer';
import { invalid } from '../../../errors.ts';
import {
  fileName,
  MANIFEST,
  organizationManifestSchema,
  ORGANIZATION_EXPORT_FORMAT,
  ORGANIZATION_EXPORT_VERSION,
  PEOPLE,
  tableName,
  type OrganizationManifest,
} from './organization-archive.ts';
import { entryLines, readEntryText, type ZipIndex } from './read-zip.ts';

// The first reading of an uploaded export, before anything is written: the manifest, the
// entries it names and nothing else, every count and checksum, and the ids to replace.

const refused = (message: string) => invalid('file', message);

/** The longest row an import reads (a questionnaire's structure is the largest kind). */
export const MAX_ROW_CHARS = 16 * 1024 * 1024;
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

const personSchema = z.object({
  id: z.string().refine(isIdShaped),
  name: z.string().max(200),
  email: z.string().email().max(320),
  persona: z.enum(PERSONAS),
  is_active: z.boolean(),
});
export type ExportedPerson = z.infer<typeof personSchema>;

export type ReadExport = {
  manifest: OrganizationManifest;
  people: ExportedPerson[];
  /** Old id → new id, for the organisation and every record with an id of its own. */
  ids: Map<string, string>;
};

const parseManifest = (text: string): OrganizationManifest => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refused('manifest.json is not JSON: this is not an export of a Rampart organisation');
  }
  const parsed = organizationManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refused(`manifest.json: ${issue.path.join('.') || 'format'}: ${issue.message}`);
  }
  return parsed.data;
};

/** A row of an entry as an object, or a refusal naming the entry and the line. */
export const parseRow = (line: string, entry: string, n: number): Record<string, unknown> => {
  try {
    const row: unknown = JSON.parse(line);
    if (row && typeof row === 'object' && !Array.isArray(row)) {
      return row as Record<string, unknown>;
    }
  } catch {
    // Refused below with the entry and line named.
  }
  throw refused(`${entry}, row ${n}: not a JSON object`);
};

/**
 * Checks everything that can be checked without the database's help: the format and schema
 * version, that the zip holds exactly the entries the manifest names, each table's rows and
 * SHA-256 as counted, and that every record's id has Rampart's shape and is there once.
 */
export const readExport = async (
  zip: ZipIndex,
  schemaVersion: string,
  carried: TableInfo[],
): Promise<ReadExport> => {
  const manifest = parseManifest(await readEntryText(zip, MANIFEST, MAX_MANIFEST_BYTES));
  if (manifest.format !== ORGANIZATION_EXPORT_FORMAT) throw refused('Not an organisation export');
  if (manifest.formatVersion !== ORGANIZATION_EXPORT_VERSION) {
    throw refused(
      `This export is in format ${manifest.formatVersion}; this Rampart reads format ${ORGANIZATION_EXPORT_VERSION}`,
    );
  }
  if (manifest.schemaVersion !== schemaVersion) {
    throw refused(
      `This export was made by a Rampart at schema ${manifest.schemaVersion}; this one is at ${schemaVersion}. Import it into a Rampart of the same version (upgrade the older one first).`,
    );
  }
  const names = new Set(carried.map((t) => t.name));
  const listed = manifest.tables.map((t) => t.name);
  const unknown = listed.find((n) => !names.has(n));
  if (unknown) throw refused(`manifest.json names a table this Rampart does not carry: ${unknown}`);
  const absent = [...names].find((n) => !listed.includes(n));
  if (absent) throw refused(`manifest.json does not list the table ${absent}`);
  if (new Set(listed).size !== listed.length) throw refused('manifest.json lists a table twice');
  const expected = new Set([
    MANIFEST,
    PEOPLE,
    ...listed.map(tableName),
    ...manifest.files.map((f) => fileName(f.key)),
  ]);
  for (const name of zip.entries.keys()) {
    if (!expected.has(name))
      throw refused(`The zip holds ${name}, which manifest.json does not list`);
  }
  for (const name of expected) {
    if (!zip.entries.has(name)) throw refused(`The zip has no ${name}, which manifest.json lists`);
  }

  const source = manifest.organization.id;
  if (!isIdShaped(source)) throw refused('manifest.json: organization.id is not a Rampart id');
  const ids = new Map<string, string>([[source, freshIdLike(source)]]);
  const verify = async (
    entry: string,
    expect: { rows: number; sha256: string },
    each: (row: Record<string, unknown>, n: number) => void,
  ) => {
    const summer = tableSummer();
    let n = 0;
    for await (const line of entryLines(zip, entry, MAX_ROW_CHARS)) {
      n += 1;
      summer.add([line]);
      each(parseRow(line, entry, n), n);
    }
    const sum = summer.done();
    if (sum.rows !== expect.rows || sum.sha256 !== expect.sha256) {
      throw refused(
        `${entry} does not match its checksum in manifest.json: the file was changed or damaged`,
      );
    }
  };

  const people: ExportedPerson[] = [];
  await verify(PEOPLE, manifest.people, (row, n) => {
    const person = personSchema.safeParse(row);
    if (!person.success) throw refused(`${PEOPLE}, row ${n}: not a person Rampart exports`);
    people.push(person.data);
  });
  for (const listedTable of manifest.tables) {
    const table = carried.find((t) => t.name === listedTable.name)!;
    const ownId =
      table.primaryKey.length === 1 &&
      table.primaryKey[0] === 'id' &&
      !table.sequenced.some((s) => s.column === 'id');
    const entry = tableName(table.name);
    await verify(entry, listedTable, (row, n) => {
      if (table.name === 'organizations' && row.id !== source) {
        throw refused(`${entry}, row ${n}: not the organisation manifest.json names`);
      }
      if (!ownId || table.name === 'organizations') return;
      if (!isIdShaped(row.id) || ids.has(row.id)) {
        throw refused(`${entry}, row ${n}: its id is not a Rampart id, or is there twice`);
      }
      ids.set(row.id, freshIdLike(row.id));
    });
  }
  return { manifest, people, ids };
};
