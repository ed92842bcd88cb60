import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnswerComment,
  GapKind,
  IncomingDetail,
  IncomingDrafting,
  IncomingExportFormat,
  IncomingImported,
  IncomingPreview,
  IncomingQuestionnaire,
  IncomingQuestionnaireList,
  IncomingQuestionWithAnswer,
  RequestBody,
  reviewAnswerBodySchema,
  SheetLayoutInput,
} from '@rampart/contracts';
import { api, API_BASE, getAllItems } from '../../../lib/api-client.ts';
import { invalidateFindings } from '../../../lib/finding-api/invalidate-findings.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { withQuestion, withReview } from '../lib/review.ts';

// Questionnaires customers send (issue 22): the list, one questionnaire, the preview of a file,
// its import, and changes to its details.

export const INCOMING_PAGE_SIZE = 50;
const BASE = '/questionnaires/incoming';
export const incomingPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const INCOMING_KEYS = {
  all: ['incoming-questionnaires'] as const,
  page: (page: number) => ['incoming-questionnaires', 'list', page] as const,
  detail: (id: string) => ['incoming-questionnaires', 'detail', id] as const,
  comments: (id: string, questionId: string) =>
    ['incoming-questionnaires', 'comments', id, questionId] as const,
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

/**
 * Sends the answered file back to the visitor who sent the questionnaire through the trust
 * centre (issue 24 point 5); a second call replaces the file sent before.
 */
export const useReturnIncoming = (id: string) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) }),
      queryClient.invalidateQueries({ queryKey: [...INCOMING_KEYS.all, 'list'] }),
    ]);
  return useMutation({
    mutationFn: () => api.post<IncomingQuestionnaire>(`${incomingPath(id)}/return`),
    onSuccess: (questionnaire) => {
      queryClient.setQueryData<IncomingDetail>(INCOMING_KEYS.detail(id), (d) =>
        d ? { ...d, questionnaire } : d,
      );
      void refresh();
    },
    // Refused (409): the reason may have changed (an answer reopened, the access ended).
    onError: () => void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) }),
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

/** Questionnaires this tab asked to delete: their live connection's close is expected. */
const deletedHere = new Set<string>();
export const deletedInThisTab = (id: string): boolean => deletedHere.has(id);

export const useDeleteIncoming = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      deletedHere.add(id);
      return api.delete<{ done: true }>(incomingPath(id)).catch((error: unknown) => {
        deletedHere.delete(id);
        throw error;
      });
    },
    // The page of the deleted questionnaire is still open: removing its data now would ask for
    // it again (a 404). Once the page is left, the cache lets it go.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...INCOMING_KEYS.all, 'list'] }),
  });
};

/** The file exactly as the customer sent it. */
export const originalFileHref = (id: string) => `${API_BASE}${incomingPath(id)}/file`;
export const downloadOriginal = (q: Pick<IncomingQuestionnaire, 'id' | 'fileName'>) =>
  saveDownload(`${incomingPath(q.id)}/file`, q.fileName);

/**
 * The answers out: the customer's own workbook or Word document filled in, a CSV table of every
 * answer, or a PDF summary.
 */
export const downloadAnswers = (
  q: Pick<IncomingQuestionnaire, 'id' | 'fileName'>,
  format: IncomingExportFormat,
) =>
  saveDownload(
    `${incomingPath(q.id)}/export${listQuery({ format })}`,
    `${q.fileName.replace(/\.[a-z0-9]+$/i, '')} (${OWN_FILE.has(format) ? 'answered' : 'answers'}).${format}`,
  );
const OWN_FILE = new Set<IncomingExportFormat>(['xlsx', 'docx']);

// The review of drafted answers (issue 22 point 5). Each change writes the question the server
// answered into the open detail at once, then asks for the detail again in the background (the
// counts, other people's changes); the detail itself is never removed while its page is open.

export const questionPath = (id: string, questionId: string) =>
  `${incomingPath(id)}/questions/${encodeURIComponent(questionId)}`;

export type ReviewAnswerInput = {
  questionId: string;
  body: RequestBody<typeof reviewAnswerBodySchema>;
};

/** Accept, edit, reject or reopen an answer; assign it and give it a due date. */
export const useReviewAnswer = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: ReviewAnswerInput) =>
      api.patch<IncomingQuestionWithAnswer>(questionPath(id, questionId), body),
    onSuccess: (question) => {
      queryClient.setQueryData<IncomingDetail>(INCOMING_KEYS.detail(id), (d) =>
        d ? withQuestion(d, question) : d,
      );
      void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) });
    },
    // Refused because the draft changed (409) or someone else decided: show what stands now.
    onError: () => void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) }),
  });
};

/** All of a question's comments, oldest first; asked only while its panel is open. */
export const useAnswerComments = (id: string, questionId: string) =>
  useQuery({
    queryKey: INCOMING_KEYS.comments(id, questionId),
    queryFn: async ({ signal }) => ({
      items: await getAllItems<AnswerComment>(`${questionPath(id, questionId)}/comments`, signal),
    }),
  });

export const usePostAnswerComment = (id: string, questionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<AnswerComment>(`${questionPath(id, questionId)}/comments`, { body }),
    onSuccess: (comment) => {
      queryClient.setQueryData<{ items: AnswerComment[] }>(
        INCOMING_KEYS.comments(id, questionId),
        (list) => (list ? { items: [...list.items, comment] } : list),
      );
      queryClient.setQueryData<IncomingDetail>(INCOMING_KEYS.detail(id), (d) =>
        d ? withReview(d, questionId, (r) => ({ ...r, commentCount: r.commentCount + 1 })) : d,
      );
      void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.comments(id, questionId) });
      void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) });
    },
  });
};

/** The record a gap became: a risk, a finding or a control to build. */
export type RaisedGap = { kind: GapKind; id: string };

// The new record shows in other features' lists: their caches are refreshed by their prefixes.
const refreshRecords = (queryClient: QueryClient, kind: GapKind) =>
  kind === 'finding'
    ? invalidateFindings(queryClient)
    : queryClient.invalidateQueries({ queryKey: [kind === 'risk' ? 'risks' : 'controls'] });

export const useRaiseGap = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, kind }: { questionId: string; kind: GapKind }) =>
      api.post<RaisedGap>(`${questionPath(id, questionId)}/gap`, { kind }),
    onSuccess: (gap, { questionId }) => {
      queryClient.setQueryData<IncomingDetail>(INCOMING_KEYS.detail(id), (d) =>
        d ? withReview(d, questionId, (r) => ({ ...r, gap })) : d,
      );
      void refreshRecords(queryClient, gap.kind);
      void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) });
    },
    // Already raised (409) by someone else: the detail shows the record it became.
    onError: () => queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(id) }),
  });
};
