import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateQuestionnaireVersionBody,
  QuestionnaireVersionComparison,
  QuestionnaireVersionDetail,
} from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

// One version, a comparison of two, creating and restoring (GET/POST
// /api/questionnaires/:id/versions…). Keys live under the versions resource, so the socket's
// `changed` message for versions refreshes them with the list.

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/versions`;
const versionsKey = (id: string) => questionnaireKeys.resource(id, 'versions');

export const getVersion = (id: string, versionId: string) =>
  api.get<QuestionnaireVersionDetail>(`${base(id)}/${encodeURIComponent(versionId)}`);

export const versionQueryOptions = (id: string, versionId: string) =>
  queryOptions({
    queryKey: [...versionsKey(id), 'detail', versionId] as const,
    queryFn: () => getVersion(id, versionId),
  });

export const useVersion = (id: string, versionId: string) =>
  useQuery(versionQueryOptions(id, versionId));

export const compareVersions = (id: string, from: string, to: string) =>
  api.get<QuestionnaireVersionComparison>(`${base(id)}/compare${toQuery({ from, to })}`);

export const comparisonQueryOptions = (id: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...versionsKey(id), 'compare', from, to] as const,
    queryFn: () => compareVersions(id, from, to),
  });

/** Only asked once both ends are chosen and differ. */
export const useComparison = (id: string, from: string, to: string) =>
  useQuery({
    ...comparisonQueryOptions(id, from, to),
    enabled: from !== '' && to !== '' && from !== to,
  });

const useRefresh = (id: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: versionsKey(id) }),
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'activity') }),
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(id) }),
    ]);
};

export const createVersion = (id: string, body: CreateQuestionnaireVersionBody) =>
  api.post<QuestionnaireVersionDetail>(base(id), body);

export const useCreateVersion = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (body: CreateQuestionnaireVersionBody) => createVersion(id, body),
    onSuccess,
  });
};

/** The version's questions replace the live document's and are saved as a new current version. */
export const restoreVersion = (id: string, versionId: string) =>
  api.post<QuestionnaireVersionDetail>(`${base(id)}/${encodeURIComponent(versionId)}/restore`);

export const useRestoreVersion = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(id, versionId),
    onSuccess,
  });
};
