/** /dashboard/controls/generate?riskId=… (one risk), ?riskIds=a,b (bulk), ?jobId=… (a run). */
export type GenerationSearch = { riskId?: string; riskIds?: string; jobId?: string };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export const validateGenerationSearch = (search: Record<string, unknown>): GenerationSearch => ({
  riskId: text(search.riskId),
  riskIds: text(search.riskIds),
  jobId: text(search.jobId),
});
