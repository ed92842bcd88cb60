import { findStoredFile, upsertFileText, type Db } from '@rampart/db';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import {
  readAllBytes,
  StoredFileMissing,
  type FileStorage,
} from '../../../platform/files/file-storage.ts';
import {
  createFileTextReader,
  FILE_TEXT_LIMITS,
  type FileTextReader,
  failedText,
  fileTextNotes,
  type FileTextResult,
} from '../../../platform/text-extraction/file-text-reader.ts';
import { fileTextTarget } from './file-text-job.ts';

const notes = fileTextNotes(FILE_TEXT_LIMITS);

/**
 * Runs a file text job: reads the stored file, extracts its text (file-text-reader.ts) and
 * stores it, or the reason it could not be read. A file deleted since it was queued is skipped.
 * Reading is idempotent: a job taken over after a crash reads the file again.
 */
export const processFileText = ({
  db,
  storage,
  reader = createFileTextReader(),
}: {
  db: Db;
  storage: FileStorage;
  reader?: FileTextReader;
}): JobHandler => {
  const extract = async (file: {
    storage: string;
    storageKey: string;
    contentType: string;
    sizeBytes: number;
  }): Promise<FileTextResult> => {
    if (file.storage !== storage.kind) {
      return failedText(`Text not extracted: the file is kept in ${file.storage} storage`);
    }
    // Not even fetched from storage.
    if (file.sizeBytes > FILE_TEXT_LIMITS.maxBytes) return failedText(notes.tooLarge);
    try {
      return await reader.read(
        await readAllBytes(await storage.read(file.storageKey)),
        file.contentType,
      );
    } catch (error) {
      if (error instanceof StoredFileMissing) {
        return failedText('Text not extracted: the file is missing from storage');
      }
      throw error;
    }
  };

  return async (ctx) => {
    const { organizationId } = ctx.job;
    const target = fileTextTarget(ctx.job);
    const file = target ? await findStoredFile(db, organizationId, target) : null;
    if (!target || !file) {
      await ctx.save({ status: 'completed', progress: 100, finishedAt: ctx.now() });
      return 'done';
    }
    const result = await extract(file);
    await upsertFileText(db, { organizationId, target, ...result });
    await ctx.save({
      status: 'completed',
      progress: 100,
      result: { status: result.status, truncated: result.truncated },
      finishedAt: ctx.now(),
    });
    return 'done';
  };
};
