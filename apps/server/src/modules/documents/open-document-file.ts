import type { Readable } from 'node:stream';
import { findDocumentVersion, type Db, type DocumentVersionRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { StoredFileMissing, type FileStorage } from '../../platform/files/file-storage.ts';

/** A version of a document and a stream of its bytes, for members of its organisation only. */
export const openDocumentFile = async ({
  actor,
  documentId,
  versionId,
  db,
  storage,
}: {
  actor: Actor;
  documentId: string;
  versionId: string;
  db: Db;
  storage: FileStorage;
}): Promise<{ version: DocumentVersionRecord; body: Readable }> => {
  const version = await findDocumentVersion(db, actor.organizationId, documentId, versionId);
  if (!version) throw notFound('Document version');
  if (version.storage !== storage.kind) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `This file is kept in ${version.storage} storage, which this server is not configured for`,
    );
  }
  try {
    return { version, body: await storage.read(version.storageKey) };
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new AppError('NOT_FOUND', 'The file of this version is missing from storage');
    }
    throw error;
  }
};
