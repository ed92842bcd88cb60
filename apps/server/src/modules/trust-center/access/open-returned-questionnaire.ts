import type { Readable } from 'node:stream';
import {
  findTrustQuestionnaire,
  type Db,
  type TrustCenterRow,
  type TrustGrantRow,
} from '@rampart/db';
import { readStoredFile, type FileStorage } from '../../../platform/files/file-storage.ts';

/**
 * The answered questionnaire that went back to a visitor (issue 24 point 5): only to the
 * address that sent it, under a live grant of the same organisation, once returned; anything
 * else is not there.
 */
export const openReturnedQuestionnaire = async ({
  db,
  storage,
  center,
  grant,
  id,
}: {
  db: Db;
  storage: FileStorage;
  center: TrustCenterRow;
  grant: TrustGrantRow | null;
  id: string;
}): Promise<{
  file: { fileName: string; contentType: string; sizeBytes: number };
  body: Readable;
} | null> => {
  if (!grant || grant.organizationId !== center.organizationId) return null;
  const row = await findTrustQuestionnaire(db, center.organizationId, id);
  if (
    !row ||
    row.visitorEmail !== grant.email ||
    !row.returnedAt ||
    !row.returnedStorageKey ||
    !row.returnedFileName ||
    !row.returnedContentType ||
    row.returnedSizeBytes === null
  ) {
    return null;
  }
  const body = await readStoredFile(
    storage,
    { storage: row.returnedStorage, storageKey: row.returnedStorageKey },
    'this questionnaire',
  );
  return {
    file: {
      fileName: row.returnedFileName,
      contentType: row.returnedContentType,
      sizeBytes: row.returnedSizeBytes,
    },
    body,
  };
};
