import { insertJob, newId, type JobRow, type Executor, type FileTextTarget } from '@rampart/db';

// Reading a stored file's text is a background job (jobs, run by any process's runner),
// queued in the transaction that stores the file: a file that is not stored queues nothing.

export const FILE_TEXT_JOB = 'file_text';

export const queueFileText = (
  tx: Executor,
  by: { organizationId: string; userId: string },
  target: FileTextTarget,
): Promise<JobRow> =>
  insertJob(tx, {
    id: newId('aij'),
    organizationId: by.organizationId,
    createdBy: by.userId,
    kind: FILE_TEXT_JOB,
    status: 'queued',
    input: { ...target },
  });

/** The file a job names, or null when its input is not one this code writes. */
export const fileTextTarget = (job: Pick<JobRow, 'input'>): FileTextTarget | null => {
  const { documentVersionId, evidenceId } = job.input;
  if (typeof documentVersionId === 'string') return { documentVersionId };
  if (typeof evidenceId === 'string') return { evidenceId };
  return null;
};
