import type { AiJob, AiJobKind, AiJobStatus, AiJobSummary, AiEngine } from '@rampart/contracts';
import type { JobRow } from '@rampart/db';
import { jobBatches, jobFailedBatches, jobInput, jobResult, jobSteps } from './job-data.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentAiJobSummary = (row: JobRow): AiJobSummary => {
  const input = jobInput(row);
  const { results, applied } = jobResult(row);
  const bulk = row.kind === 'bulk_control_generation';
  const batches = bulk ? Math.ceil(input.riskIds.length / Math.max(1, input.batchSize)) : 1;
  const finished = ['completed', 'failed', 'cancelled'].includes(row.status);
  return {
    id: row.id,
    kind: row.kind as AiJobKind,
    status: row.status as AiJobStatus,
    progress: row.progress,
    label: input.label,
    totals: {
      risks: input.riskIds.length,
      batches,
      batchesDone: bulk ? jobBatches(row).length : finished ? 1 : 0,
      batchesFailed: bulk ? row.failedBatches.length : row.status === 'failed' ? 1 : 0,
      controls: results.reduce((n, r) => n + r.controls.length, 0),
    },
    error: row.error,
    engine: (row.engine as AiEngine | null) ?? null,
    applied: applied !== null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
};

export const presentAiJob = (row: JobRow): AiJob => {
  const input = jobInput(row);
  const { results, applied } = jobResult(row);
  return {
    ...presentAiJobSummary(row),
    riskIds: input.riskIds,
    riskTitles: input.riskTitles ?? {},
    batchSize: input.batchSize,
    settings: input.settings,
    steps: jobSteps(row),
    batches: jobBatches(row),
    results,
    failedBatches: jobFailedBatches(row),
    appliedDetail: applied,
  };
};
