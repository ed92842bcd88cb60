import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import yazl from 'yazl';
import { expect } from 'vitest';
import { listTables, remapIds, sqlRunner, tableSummer } from '@rampart/db/transfer';
import type { Installation } from '../../../ops/lived-in.fixtures.ts';
import { exportOrganization } from './export-organization.ts';
import { MANIFEST, PEOPLE, type OrganizationManifest } from './organization-archive.ts';
import { entryLines, openZip } from './read-zip.ts';

// The organisation transfer tests' tools: a zip read whole, a zip written back changed, and
// the round-trip comparison (every row of every table with ids mapped, every file's bytes).

export type ReadZip = Awaited<ReturnType<typeof readZip>>;

/** Every entry of a zip: ndjson as lines, the rest as bytes. */
export const readZip = async (path: string) => {
  const zip = await openZip(path);
  try {
    const lines: Record<string, string[]> = {};
    const bytes: Record<string, Buffer> = {};
    for (const name of zip.entries.keys()) {
      if (name.endsWith('.ndjson')) {
        lines[name] = [];
        for await (const line of entryLines(zip, name, 1e8)) lines[name].push(line);
      } else {
        const chunks: Buffer[] = [];
        for await (const c of await zip.open(name)) chunks.push(c as Buffer);
        bytes[name] = Buffer.concat(chunks);
      }
    }
    const manifest = JSON.parse(bytes[MANIFEST]!.toString()) as OrganizationManifest;
    return { lines, bytes, manifest };
  } finally {
    zip.close();
  }
};

/** Writes a zip of these entries, the manifest's sums made to match the changed ones. */
export const rezip = async (
  path: string,
  from: Awaited<ReturnType<typeof readZip>>,
  change: (z: Awaited<ReturnType<typeof readZip>>) => void,
  { keepSums = false } = {},
) => {
  const copy = structuredClone(from);
  change(copy);
  for (const t of keepSums ? [] : copy.manifest.tables) {
    const s = tableSummer();
    s.add(copy.lines[`tables/${t.name}.ndjson`]!);
    Object.assign(t, s.done());
  }
  const zip = new yazl.ZipFile();
  for (const [name, l] of Object.entries(copy.lines)) {
    zip.addBuffer(Buffer.from(l.map((x) => `${x}\n`).join('')), name);
  }
  for (const [name, b] of Object.entries(copy.bytes)) {
    if (name !== MANIFEST) zip.addBuffer(Buffer.from(b), name);
  }
  zip.addBuffer(Buffer.from(JSON.stringify(copy.manifest)), MANIFEST);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  await writeFile(path, Buffer.concat(chunks));
  return path;
};

/**
 * Exports the imported organisation again and compares it with the export it came from: the
 * same tables, every row equal once the ids are mapped (less what the import adds: the
 * importer's membership and its audit entry, a fresh slug, sequence numbers, waiting mails
 * expired), the same people
 * and every file byte for byte under its new key. Answers the rows compared.
 */
export const expectRoundTrip = async (opts: {
  exported: string;
  target: Pick<Installation, 'database' | 'storage'>;
  organizationId: string;
  ids: ReadonlyMap<string, string>;
  importerId: string;
  importerEmail: string;
}): Promise<number> => {
  const again = await exportOrganization({
    database: opts.target.database,
    storage: opts.target.storage,
    organizationId: opts.organizationId,
    workDir: tmpdir(),
  });
  const before = await readZip(opts.exported);
  const after = await readZip(again.path);
  await again.cleanup();
  const tables = await listTables(sqlRunner(opts.target.database.db));
  const sequenced = (name: string) =>
    tables.find((t) => `tables/${t.name}.ndjson` === name)?.sequenced.map((s) => s.column) ?? [];
  const normal = (name: string, rows: string[]) =>
    rows
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .map((r) => {
        for (const c of sequenced(name)) delete r[c];
        if (name === 'tables/organizations.ndjson') delete r.slug;
        // A mail still waiting in the source is not sent from the new installation.
        if (r.email_status === 'pending' || r.email_status === 'digest') r.email_status = 'expired';
        return r;
      })
      .filter((r) => r.user_id !== opts.importerId && r.action !== 'organization.imported')
      .map((r) => JSON.stringify(r))
      .sort();
  expect(Object.keys(after.lines).sort()).toEqual(Object.keys(before.lines).sort());
  let compared = 0;
  for (const name of Object.keys(before.lines)) {
    if (name === PEOPLE) continue;
    const mapped = before.lines[name]!.map((l) => remapIds(l, opts.ids));
    expect(normal(name, after.lines[name]!), name).toEqual(normal(name, mapped));
    compared += mapped.length;
  }
  const people = (z: ReadZip) =>
    z.lines[PEOPLE]!.map((l) => JSON.parse(l) as { email: string; name: string })
      .filter((p) => p.email !== opts.importerEmail)
      .map((p) => `${p.name} <${p.email}>`)
      .sort();
  expect(people(after)).toEqual(people(before));
  expect(after.manifest.files).toHaveLength(before.manifest.files.length);
  for (const f of before.manifest.files) {
    const key = remapIds(f.key, opts.ids);
    expect(key.startsWith(`${opts.organizationId}/`)).toBe(true);
    expect(after.bytes[`files/${key}`]?.equals(before.bytes[`files/${f.key}`]!), key).toBe(true);
  }
  return compared;
};
