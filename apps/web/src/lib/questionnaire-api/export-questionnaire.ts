import type { SheetFormat } from '../import-errors.ts';
import { saveDownload } from '../save-download.ts';

/** Downloads one questionnaire's sections and questions, as CSV or XLSX. */
export const exportQuestionnaire = ({
  id,
  format,
}: {
  id: string;
  format: SheetFormat;
}): Promise<string> =>
  saveDownload(
    `/questionnaires/${encodeURIComponent(id)}/export?format=${format}`,
    `rampart-questionnaire.${format}`,
  );
