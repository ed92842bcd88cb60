import { reportDocument } from './src/modules/reports/render/report-document.fixtures.ts';
import { renderReportPdf } from './src/modules/reports/render/report-pdf.ts';
const t = performance.now();
const r = await renderReportPdf(reportDocument());
console.log('report pdf bytes', r.bytes.length, 'pages', r.pageCount, 'ms', Math.round(performance.now() - t));
