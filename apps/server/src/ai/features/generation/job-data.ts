import type {
  FailedBatch,
  GenerationBatch,
  GenerationResult,
  GenerationSettings,
  GenerationStep,
} from '@rampart/contracts';
import type { JobRow } from '@rampart/db';
import { AppError } from '../../../errors.ts';

/** What a jobs row of control generation holds in its jsonb columns. */
export type JobInput = {
  riskIds: string[];
  riskTitles: Record<string, string>;
  batchSize: number;
  settings: GenerationSettings;
  /** The risk's title, or "12 risks". */
  label: string;
};
export type Applied = {
  at: string;
  by: string | null;
  generatedIds: string[];
  controlIds: string[];
  controls: { controlId: string; title: string }[];
};
export type JobResult = { results: GenerationResult[]; applied: Applied | null };

export const jobInput = (row: JobRow): JobInput => row.input as unknown as JobInput;
export const jobResult = (row: JobRow): JobResult => {
  const r = (row.result ?? {}) as Partial<JobResult>;
  return { results: r.results ?? [], applied: r.applied ?? null };
};
export const jobSteps = (row: JobRow): GenerationStep[] =>
  row.kind === 'control_generation' ? (row.steps as unknown as GenerationStep[]) : [];
export const jobBatches = (row: JobRow): GenerationBatch[] =>
  row.kind === 'bulk_control_generation' ? (row.steps as unknown as GenerationBatch[]) : [];
export const jobFailedBatches = (row: JobRow): FailedBatch[] => row.failedBatches;

/** jsonb wants plain records. */
export const asJson = <T>(value: T) => value as unknown as Record<string, unknown>;
export const asJsonList = <T>(value: T[]) => value as unknown as Record<string, unknown>[];

export const jobNotFound = () => new AppError('NOT_FOUND', 'Job not found');

/** The message a failure is recorded with: ours as it is, anything else without internals. */
export const failureMessage = (err: unknown): string =>
  err instanceof AppError ? err.message : 'Something went wrong on our side. Please try again.';
