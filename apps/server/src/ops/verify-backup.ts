import { readAllBytes } from '../platform/files/file-storage.ts';
import { BackupRefused } from './archive-crypto.ts';
import {
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  tableEntry,
  type BackupManifest,
} from './backup-manifest.ts';
import { eachEntry, sha256Entry, sumEntry } from './read-archive.ts';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole (decrypted) archive once and proves it against its manifest: the format, the
 * schema version this code runs, every table's rows and checksum, every file's size and checksum,
 * nothing missing and nothing extra. Nothing is written; a restore begins only after this passes.
 */
export const verifyBackup = async (
  plainPath: string,
  expectedSchemaVersion: string,
): Promise<BackupManifest> => {
  const seen = new Map<string, { rows?: number; sizeBytes?: number; sha256: string }>();
  let manifestText: string | null = null;
  await eachEntry(plainPath, async (name, body) => {
    if (seen.has(name) || (name === MANIFEST_ENTRY && manifestText !== null)) {
      throw new BackupRefused(`The backup holds ${name} twice`);
    }
    if (name === MANIFEST_ENTRY) {
      const bytes = await readAllBytes(body);
      if (bytes.length > MAX_MANIFEST_BYTES) throw new BackupRefused('The manifest is too large');
      manifestText = bytes.toString('utf8');
    } else if (name.startsWith('tables/')) {
      seen.set(name, await sumEntry(body));
    } else if (name.startsWith('files/')) {
      seen.set(name, await sha256Entry(body));
    } else {
      throw new BackupRefused(`The backup holds an unexpected entry: ${name}`);
    }
  });
  if (manifestText === null)
    throw new BackupRefused('The backup has no manifest.json: not a Rampart backup');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupRefused('The backup manifest is not valid JSON');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BackupRefused(
      `The backup manifest is invalid at ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const manifest = result.data;
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `This backup is in format ${manifest.formatVersion}; this Rampart reads format ${BACKUP_FORMAT_VERSION}`,
    );
  }
  if (manifest.schemaVersion !== expectedSchemaVersion) {
    throw new BackupRefused(
      `This backup is of schema version ${manifest.schemaVersion}, but this Rampart's is ${expectedSchemaVersion}: restore it with the Rampart version that made it, then upgrade`,
    );
  }
  const expected = new Set<string>();
  for (const t of manifest.tables) {
    const name = tableEntry(t.name);
    expected.add(name);
    const got = seen.get(name);
    if (!got) throw new BackupRefused(`The backup is missing ${name}`);
    if (got.rows !== t.rows || got.sha256 !== t.sha256) {
      throw new BackupRefused(`Checksum mismatch in ${name}: the backup was changed or damaged`);
    }
  }
  for (const f of manifest.files) {
    const name = fileEntry(f.key);
    expected.add(name);
    const got = seen.get(name);
    if (!got) throw new BackupRefused(`The backup is missing ${name}`);
    if (got.sizeBytes !== f.sizeBytes || got.sha256 !== f.sha256) {
      throw new BackupRefused(`Checksum mismatch in ${name}: the backup was changed or damaged`);
    }
  }
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra) throw new BackupRefused(`The backup holds ${extra}, which its manifest does not list`);
  return manifest;
};
