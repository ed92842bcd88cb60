import type { Readable } from 'node:stream';
import { findEvidence, type Db, type EvidenceRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { StoredFileMissing, type EvidenceStorage } from '../../storage/evidence-storage.ts';

/** The record and a stream of its bytes, for members of its organisation only. */
export const openEvidenceFile = async ({
  actor,
  id,
  db,
  storage,
}: {
  actor: Actor;
  id: string;
  db: Db;
  storage: EvidenceStorage;
}): Promise<{ row: EvidenceRecord; body: Readable }> => {
  const row = await findEvidence(db, actor.organizationId, id);
  if (!row) throw notFound('Evidence');
  if (row.storage !== storage.kind) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `This file is kept in ${row.storage} storage, which this server is not configured for`,
    );
  }
  try {
    return { row, body: await storage.read(row.storageKey) };
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new AppError('NOT_FOUND', 'The file of this evidence is missing from storage');
    }
    throw error;
  }
};
