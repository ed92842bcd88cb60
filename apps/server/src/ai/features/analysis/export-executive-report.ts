import type { AnalysisCall } from './answer.ts';
import { executiveReport } from './executive-report.ts';
import { executiveReportToPdf } from './executive-report-pdf.ts';
import type { ExportFile } from '../../../plugins/export-file.ts';

/** The executive report as a PDF to download, named by the day it was generated. */
export const exportExecutiveReport = async (call: AnalysisCall): Promise<ExportFile> => {
  const report = await executiveReport(call);
  return {
    bytes: await executiveReportToPdf(report),
    fileName: `rampart-executive-report-${report.generatedAt.slice(0, 10)}.pdf`,
    contentType: 'application/pdf',
  };
};
