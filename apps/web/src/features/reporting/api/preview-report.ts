import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDocument } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ReportSpecBody } from '../lib/report-form.ts';
import { REPORT_KEYS } from './keys.ts';

export const previewReport = (spec: ReportSpecBody) =>
  api.post<ReportDocument>('/reports/preview', spec);

export const previewQueryOptions = (spec: ReportSpecBody | null) =>
  queryOptions({
    queryKey: REPORT_KEYS.preview(spec),
    queryFn: () => previewReport(spec!),
    enabled: spec !== null,
    // The last document stays on screen while the next one is composed.
    placeholderData: keepPreviousData,
  });

export const usePreviewReport = (spec: ReportSpecBody | null) =>
  useQuery(previewQueryOptions(spec));
