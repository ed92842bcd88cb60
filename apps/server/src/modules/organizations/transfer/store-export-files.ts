import { remapIds } from '@rampart/db/transfer';
import { invalid } from '../../../errors.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { discardSpooled, spoolUpload } from '../../../platform/files/spool.ts';
import { fileName, type OrganizationManifest } from './organization-archive.ts';
import type { ZipIndex } from './read-zip.ts';

const refused = (message: string) => invalid('file', message);

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
  const source = manifest.organization.id;
  const target = ids.get(source)!;
  const stored: string[] = [];
  try {
    for (const file of manifest.files) {
      const [owner, id, ...rest] = file.key.split('/');
      if (owner !== source || !id || rest.length > 0 || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
        throw refused(`manifest.json: the file ${file.key} is not one of this organisation's`);
      }
      const key = remapIds(file.key, ids);
      if (!key.startsWith(`${target}/`)) {
        throw refused(`manifest.json: the file ${file.key} belongs to no record of the export`);
      }
      const entry = zip.entries.get(fileName(file.key))!;
      if (entry.uncompressedSize !== file.sizeBytes) {
        throw refused(`${fileName(file.key)} is not the size manifest.json gives`);
      }
      const spooled = await spoolUpload(await zip.open(fileName(file.key)), storage.spoolDir).catch(
        (error: Error) => {
          // The disk's errors stay the server's; the zip's (inflating, sizes) are the file's.
          if ('errno' in error) throw error;
          throw refused(`${fileName(file.key)} cannot be read: ${error.message}`);
        },
      );
      if (spooled.sha256 !== file.sha256 || spooled.sizeBytes !== file.sizeBytes) {
        await discardSpooled(spooled);
        throw refused(`${fileName(file.key)} does not match its checksum in manifest.json`);
      }
      stored.push(key);
      await storage.put(key, spooled, 'application/octet-stream');
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
