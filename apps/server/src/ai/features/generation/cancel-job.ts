import { AI_JOB_KINDS } from '@rampart/contracts';
import { cancelJob as cancelOpenJob, findJob, type JobRow, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { AppError } from '../../../errors.ts';
import { jobNotFound } from './job-data.ts';

/**
 * Cancels a queued or running job. A runner working on it notices at its next save (the end of
 * a step or batch) and stops; what it saved so far stays visible.
 */
export const cancelJob = async ({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<JobRow> => {
  const cancelled = await cancelOpenJob(db, actor.organizationId, id, new Date(), AI_JOB_KINDS);
  if (cancelled) return cancelled;
  if (!(await findJob(db, actor.organizationId, id, AI_JOB_KINDS))) throw jobNotFound();
  throw new AppError('CONFLICT', 'This job has already finished');
};
