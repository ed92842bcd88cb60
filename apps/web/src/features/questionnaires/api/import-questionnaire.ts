import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { sheetContentType, sheetFormatOf } from '../../../lib/import-errors.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/**
 * Sends the file as the request body; the server checks every line before it writes, and
 * makes one new draft of it. Without a title the server gives its default.
 */
export const importQuestionnaire = async ({
  file,
  title,
}: {
  file: File;
  title?: string;
}): Promise<Questionnaire> => {
  const format = sheetFormatOf(file);
  if (!format) {
    throw new ApiError('Choose a .csv or .xlsx file', { status: 400, code: 'VALIDATION_ERROR' });
  }
  return api.uploadRaw<Questionnaire>(
    `/questionnaires/import${listQuery({ format, title: title?.trim() || undefined })}`,
    file,
    sheetContentType(format),
  );
};

export const useImportQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestionnaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() }),
  });
};
