import {
  vendorExtractionSchema,
  type VendorExtraction,
  type VendorExtractionJob,
} from '@rampart/contracts';
import type { JobRow } from '@rampart/db';

export const VENDOR_READING_JOB = 'vendor_extraction';

export type ReadingJobInput = {
  url: string;
  /** Set when the reading is of a saved vendor (refresh, watch): the result is applied to it. */
  vendorId?: string;
  trigger: 'hub' | 'manual' | 'schedule';
  /** False when who asked may not use the model (an API token never may): read without it. */
  useModel?: boolean;
};

export type ReadingStep = {
  url: string;
  kind: string;
  status: number | null;
  readAs: string;
  note: string | null;
};

export const readingJobInput = (job: JobRow): ReadingJobInput => job.input as ReadingJobInput;

const resultOf = (job: JobRow): VendorExtraction | null => {
  if (!job.result) return null;
  const parsed = vendorExtractionSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
};

export const presentReadingJob = (job: JobRow): VendorExtractionJob => ({
  id: job.id,
  url: readingJobInput(job).url,
  status: job.status as VendorExtractionJob['status'],
  progress: job.progress,
  pages: (job.steps as ReadingStep[]).map((s) => ({
    url: s.url,
    kind: s.kind,
    status: s.status,
    readAs: s.readAs,
    note: s.note,
  })),
  result: resultOf(job),
  error: job.error,
  createdAt: job.createdAt.toISOString(),
  finishedAt: job.finishedAt?.toISOString() ?? null,
});
