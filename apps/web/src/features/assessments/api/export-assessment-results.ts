import { saveDownload } from '../../../lib/save-download.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { listQuery, text } from '../../../lib/search-params.ts';
import type { RequirementsView } from '../lib/requirements-view.ts';

/** Downloads an assessment's requirement results with the page's filter and search. */
export const exportAssessmentResults = (
  assessmentId: string,
  { result, search }: Pick<RequirementsView, 'result' | 'search'>,
  format: SheetFormat,
): Promise<string> =>
  saveDownload(
    `/assessments/${encodeURIComponent(assessmentId)}/results/export${listQuery({
      result: result === 'all' ? undefined : result,
      search: text(search),
      format,
    })}`,
    `rampart-assessment.${format}`,
  );
