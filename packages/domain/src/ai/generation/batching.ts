// Bulk control generation (shell spec §4): risks in batches; progress is the share of batches done.
import { GENERATION_STEP_NAMES } from '@rampart/contracts';

export type Batch = { index: number; riskIds: string[] };

/** Risks split into batches of `size`, in order; indexes from 0. Repeated ids count once. */
export const toBatches = (riskIds: readonly string[], size: number): Batch[] => {
  const ids = [...new Set(riskIds)];
  const n = Math.max(1, Math.floor(size));
  const out: Batch[] = [];
  for (let i = 0; i < ids.length; i += n)
    out.push({ index: out.length, riskIds: ids.slice(i, i + n) });
  return out;
};

/** Percent of batches done (completed or failed), 0..100. */
export const batchProgress = (done: number, total: number): number =>
  total <= 0 ? 100 : Math.round((Math.min(Math.max(done, 0), total) / total) * 100);

/** Risks spec §4: percent done once step `index` (1..6) of the wizard completed. */
export const stepProgress = (index: number): number => {
  const total = GENERATION_STEP_NAMES.length;
  return Math.round((Math.min(Math.max(index, 0), total) / total) * 100);
};

/** The name of step `index` (1..6). */
export const stepName = (index: number): string => {
  const name = GENERATION_STEP_NAMES[index - 1];
  if (!name) throw new RangeError(`No generation step ${index}`);
  return name;
};
