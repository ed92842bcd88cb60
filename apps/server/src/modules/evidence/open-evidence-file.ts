import type { Readable } from 'node:stream';
import { findEvidence, type Db, type EvidenceRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { readStoredFile, type FileStorage } from '../../platform/files/file-storage.ts';

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
  storage: FileStorage;
}): Promise<{ row: EvidenceRecord; body: Readable }> => {
  const row = await findEvidence(db, actor.organizationId, id);
  if (!row) throw notFound('Evidence');
  return { row, body: await readStoredFile(storage, row, 'this evidence') };
};
