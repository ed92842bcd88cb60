import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateQuestionnaireAssignmentBody,
  QuestionnaireAssignment,
  UpdateQuestionnaireAssignmentBody,
} from '@rampart/contracts';
import { api, getAllItems } from '../../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../../lib/questionnaire-api/questionnaire-keys.ts';

// Sections (or the whole questionnaire) given to people, with due dates and reminders.

/** Bodies as sent: the due date as YYYY-MM-DD (the contract's type is the parsed Date). */
export type CreateAssignmentInput = Omit<CreateQuestionnaireAssignmentBody, 'dueDate'> & {
  dueDate: string | null;
};
export type UpdateAssignmentInput = Omit<UpdateQuestionnaireAssignmentBody, 'dueDate'> & {
  dueDate?: string | null;
};

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/assignments`;
const one = (id: string, assignmentId: string) => `${base(id)}/${encodeURIComponent(assignmentId)}`;

export const assignmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'assignments'),
    queryFn: ({ signal }) => getAllItems<QuestionnaireAssignment>(base(id), signal),
  });

export const useAssignments = (id: string) => useQuery(assignmentsQueryOptions(id));

const useAssignmentsMutation = <V, R>(id: string, fn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      // Not awaited: the caller's own callbacks run before its row may leave the list.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'assignments') }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'activity') }),
      ]);
    },
  });
};

/** The body's defaults (medium, reminders 7, 3 and 1 days before) are filled by the form. */
export const useCreateAssignment = (id: string) =>
  useAssignmentsMutation(id, (body: CreateAssignmentInput) =>
    api.post<QuestionnaireAssignment>(base(id), body),
  );

export const useUpdateAssignment = (id: string) =>
  useAssignmentsMutation(
    id,
    ({ assignmentId, patch }: { assignmentId: string; patch: UpdateAssignmentInput }) =>
      api.patch<QuestionnaireAssignment>(one(id, assignmentId), patch),
  );

export const useDeleteAssignment = (id: string) =>
  useAssignmentsMutation(id, (assignmentId: string) =>
    api.delete<{ deleted: string[] }>(one(id, assignmentId)),
  );
