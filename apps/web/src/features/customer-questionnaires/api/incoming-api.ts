import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  IncomingDetail,
  IncomingDrafting,
  IncomingImported,
  IncomingPreview,
  IncomingQuestionnaire,
  IncomingQuestionnaireList,
  SheetLayoutInput,
} from '@rampart/contracts';
import { api, API_BASE } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import { listQuery } from '../../../lib/search-params.ts';

// Questionnaires customers send (issue 22): the list, one questionnaire, the preview of a file,
// its import, and changes to its details.

export const INCOMING_PAGE_SIZE = 50;
const BASE = '/questionnaires/incoming';
export const incomingPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const INCOMING_KEYS = {
  all: ['incoming-questionnaires'] as const,
  page: (page: number) => ['incoming-questionnaires', 'list', page] as const,
  detail: (id: string) => ['incoming-questionnaires', 'detail', id] as const,
};

export const incomingPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: INCOMING_KEYS.page(page),
    queryFn: () =>
      api.get<IncomingQuestionnaireList>(
        `${BASE}${listQuery({ limit: INCOMING_PAGE_SIZE, offset: (page - 1) * INCOMING_PAGE_SIZE })}`,
      ),
  });

export const useIncomingPage = (page: number) =>
  useQuery({ ...incomingPageQueryOptions(page), placeholderData: keepPreviousData });

const drafting = (detail: IncomingDetail | undefined) =>
  detail?.drafting?.status === 'queued' || detail?.drafting?.status === 'running';

/** One questionnaire; asked again every two seconds while its answers are being drafted. */
export const useIncoming = (id: string) =>
  useQuery({
    queryKey: INCOMING_KEYS.detail(id),
    queryFn: () => api.get<IncomingDetail>(incomingPath(id)),
    refetchInterval: (query) => (drafting(query.state.data) ? 2000 : false),
  });

/** Drafts every answer from the organisation's records (a background job). */
export const useDraftIncoming = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<IncomingDrafting>(`${incomingPath(id)}/draft`),
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) }),
  });
};

/** What is sent with the file: the corrected layouts, and for an import its details. */
export type IncomingUpload = {
  file: File;
  layouts?: readonly SheetLayoutInput[];
  title?: string;
  customer?: string;
  dueDate?: string;
};

const formOf = ({ file, layouts, title, customer, dueDate }: IncomingUpload): FormData => {
  const form = new FormData();
  if (layouts) form.append('layouts', JSON.stringify(layouts));
  if (title?.trim()) form.append('title', title.trim());
  if (customer?.trim()) form.append('customer', customer.trim());
  if (dueDate) form.append('dueDate', dueDate);
  form.append('file', file);
  return form;
};

/** What the file holds and the columns found; nothing is stored. */
export const usePreviewIncoming = () =>
  useMutation({
    mutationFn: (upload: Pick<IncomingUpload, 'file' | 'layouts'>) =>
      api.upload<IncomingPreview>(`${BASE}/preview`, formOf(upload)),
  });

export const useImportIncoming = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: IncomingUpload) => api.upload<IncomingImported>(BASE, formOf(upload)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.all }),
  });
};

export type IncomingPatch = { title?: string; customer?: string; dueDate?: string | null };

export const useUpdateIncoming = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: IncomingPatch }) =>
      api.patch<IncomingQuestionnaire>(incomingPath(id), patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.all }),
  });
};

export const useDeleteIncoming = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ done: true }>(incomingPath(id)),
    // The page of the deleted questionnaire is still open: removing its data now would ask for
    // it again (a 404). Once the page is left, the cache lets it go.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...INCOMING_KEYS.all, 'list'] }),
  });
};

/** The file exactly as the customer sent it. */
export const originalFileHref = (id: string) => `${API_BASE}${incomingPath(id)}/file`;
export const downloadOriginal = (q: Pick<IncomingQuestionnaire, 'id' | 'fileName'>) =>
  saveDownload(`${incomingPath(q.id)}/file`, q.fileName);

/** The answers out: the customer's own workbook filled in, or a CSV table of every answer. */
export const downloadAnswers = (
  q: Pick<IncomingQuestionnaire, 'id' | 'fileName'>,
  format: 'xlsx' | 'csv',
) =>
  saveDownload(
    `${incomingPath(q.id)}/export${listQuery({ format })}`,
    `${q.fileName.replace(/\.[a-z0-9]+$/i, '')} (${format === 'xlsx' ? 'answered' : 'answers'}).${format}`,
  );
