// Zod-free (decision 008): the Report Builder's URL, read in the entry chunk.
import { id } from '../../../lib/search-params.ts';

export type ReportingSearch = {
  /** The saved report being edited; none for a new one. */
  report?: string;
};

export const validateReportingSearch = (s: Record<string, unknown>): ReportingSearch => ({
  report: id(s.report),
});
