import { remapIds } from '@rampart/db/transfer';
import { invalid } from '../../../errors.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { discardSpooled, spoolUpload } from '../../../platform/files/spool.ts';
import { fileName, type OrganizationManifest } from './organization-archive.ts';
import { isZipError, type ZipIndex } from './read-zip.ts';

const refused = (message: string) => invalid('file', message);

/**
 * Where a file of the export goes: `<source organisation>/<id>` becomes `<new one>/<id>`. Any
 * other key (another organisation's folder, a path) is refused: a row can then only ever name a
 * file of the organisation being made.
 */
export const newKeyOf = (
  key: string,
  manifest: OrganizationManifest,
  ids: ReadonlyMap<string, string>,
): string => {
  const source = manifest.organization.id;
  const [owner, id, ...rest] = key.split('/');
  if (owner !== source || !id || rest.length > 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw refused(`manifest.json: the file ${key} is not one of this organisation's`);
  }
  const mapped = remapIds(key, ids);
  if (!mapped.startsWith(`${ids.get(source)!}/`)) {
    throw refused(`manifest.json: the file ${key} belongs to no record of the export`);
  }
  return mapped;
};

/**
 * Puts every file of the export into storage under its new key (`<new organisation>/<new id>`),
 * each checked against its size and SHA-256 on the way. Answers the keys stored; on a failure
 * the ones already stored are removed before the refusal.
 */
export const storeExportFiles = async (
  zip: ZipIndex,
  manifest: OrganizationManifest,
  ids: ReadonlyMap<string, string>,
  storage: FileStorage,
): Promise<string[]> => {
  const listed = new Set(manifest.files.map((f) => f.key));
  for (const key of manifest.missingFiles) {
    newKeyOf(key, manifest, ids);
    if (listed.has(key)) throw refused(`manifest.json lists the file ${key} as missing and not`);
  }
  const stored: string[] = [];
  try {
    for (const file of manifest.files) {
      const key = newKeyOf(file.key, manifest, ids);
      const entry = zip.entries.get(fileName(file.key))!;
      if (entry.uncompressedSize !== file.sizeBytes) {
        throw refused(`${fileName(file.key)} is not the size manifest.json gives`);
      }
      const spooled = await spoolUpload(await zip.open(fileName(file.key)), storage.spoolDir).catch(
        (error: Error) => {
          // The disk's errors stay the server's; the zip's (inflating, sizes) are the file's.
          if (!isZipError(error)) throw error;
          throw refused(`${fileName(file.key)} cannot be read: ${error.message}`);
        },
      );
      if (spooled.sha256 !== file.sha256 || spooled.sizeBytes !== file.sizeBytes) {
        await discardSpooled(spooled);
        throw refused(`${fileName(file.key)} does not match its checksum in manifest.json`);
      }
      stored.push(key);
      await storage.put(key, spooled, 'application/octet-stream').catch(async (error: unknown) => {
        await discardSpooled(spooled);
        throw error;
      });
    }
    return stored;
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
};

export const removeStored = async (storage: FileStorage, keys: string[]): Promise<void> => {
  for (const key of keys) await storage.remove(key).catch(() => undefined);
};
