import type { Readable } from 'node:stream';
import { AppError } from '../../errors.ts';

/** An upload received on local disk and hashed, not yet in storage. */
export type SpooledFile = { path: string; sizeBytes: number; sha256: string };

/**
 * Where every stored file lives (evidence, documents, questionnaire response files, vendor
 * uploads, rendered reports): a folder by default, S3-compatible storage when configured.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Uploads are received here first; for local storage it is on the same disk, so a move is atomic. */
  readonly spoolDir: string;
  /** Makes the spooled file durable under the key. The spooled file is consumed. */
  put(key: string, file: SpooledFile, contentType: string): Promise<void>;
  /** The stored bytes; rejects with StoredFileMissing when there are none. */
  read(key: string): Promise<Readable>;
  /** Removes the stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Rejects when files cannot be stored now: folder not writable, bucket not answering. */
  check?(): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** `<orgId>/<fileId>`: one folder (or prefix) per organisation. */
export const fileKey = (organizationId: string, fileId: string): string => {
  if (!SEGMENT.test(organizationId) || !SEGMENT.test(fileId)) {
    throw new Error('File keys are made of ids only');
  }
  return `${organizationId}/${fileId}`;
};

/** Keys come from the database; a key that could climb out of the folder is refused. */
export const checkedKey = (key: string): string[] => {
  const parts = key.split('/');
  if (parts.length !== 2 || !parts.every((p) => SEGMENT.test(p))) {
    throw new Error(`Invalid file key: ${key}`);
  }
  return parts;
};

/**
 * The bytes of a stored file, or a clear error: kept in another kind of storage than this
 * server's (503), or missing from it (404). `what` names it: "this evidence", "this report".
 */
export const readStoredFile = async (
  storage: FileStorage,
  stored: { storage: string | null; storageKey: string },
  what: string,
): Promise<Readable> => {
  if (stored.storage !== storage.kind) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `This file is kept in ${stored.storage} storage, which this server is not configured for`,
    );
  }
  try {
    return await storage.read(stored.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new AppError('NOT_FOUND', `The file of ${what} is missing from storage`);
    }
    throw error;
  }
};

/** Stores a file inside `work` (a transaction); if the work fails, the stored file is removed. */
export const storingFile = async <T>(
  storage: FileStorage,
  key: string,
  work: (put: (file: SpooledFile, contentType: string) => Promise<void>) => Promise<T>,
): Promise<T> => {
  let stored = false;
  try {
    return await work(async (file, contentType) => {
      await storage.put(key, file, contentType);
      stored = true;
    });
  } catch (error) {
    if (stored) await storage.remove(key).catch(() => undefined);
    throw error;
  }
};

/** A stored file's bytes, read whole (for files whose size was checked first). */
export const readAllBytes = async (body: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
