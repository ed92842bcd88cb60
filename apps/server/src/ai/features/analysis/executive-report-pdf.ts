import type { ExecutiveReport } from '@rampart/contracts';
import { formatDate, labelOf, RISK_LEVEL_LABELS, RISK_STATUS_LABELS } from '@rampart/domain';
import { createPdf, type Pdf } from '../../../platform/pdf/pdf-writer.ts';

type Doc = Pdf;
type Column = { header: string; width: number; align?: 'left' | 'right' };

const MARGIN = 48;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#cccccc';

const heading = (doc: Doc, text: string) => {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.8).font('bold').fontSize(14).fillColor(INK).text(text, MARGIN);
  doc.moveDown(0.3);
};

const paragraph = (doc: Doc, text: string) => {
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(INK)
    .text(text, MARGIN, undefined, {
      width: doc.page.width - MARGIN * 2,
      lineGap: 2,
    });
  doc.moveDown(0.6);
};

/** A simple table: a bold header row, then rows, breaking pages between rows. */
const table = (doc: Doc, columns: Column[], rows: string[][]) => {
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 }));
    const h = Math.max(...heights) + 6;
    if (doc.y + h > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      doc
        .fillColor(INK)
        .text(c, x + 3, y + 3, { width: col.width - 6, align: col.align ?? 'left' });
      x += col.width;
    });
    const width = columns.reduce((s, c) => s + c.width, 0);
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + width, y + h)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + h;
  };
  draw(
    columns.map((c) => c.header),
    true,
  );
  if (rows.length === 0) draw(['None', ...columns.slice(1).map(() => '')], false);
  for (const r of rows) draw(r, false);
  doc.moveDown(0.6);
};

const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);

const titlePage = (doc: Doc, r: ExecutiveReport) => {
  doc.moveDown(8);
  doc.font('bold').fontSize(26).fillColor(INK).text('Executive risk and compliance report', {
    align: 'left',
  });
  doc
    .moveDown(0.5)
    .font('regular')
    .fontSize(16)
    .fillColor(MUTED)
    .text(r.organizationName || '—');
  doc
    .moveDown(0.3)
    .fontSize(12)
    .text(`Generated ${formatDate(r.generatedAt)}`);
  doc.moveDown(2).fontSize(10).fillColor(MUTED);
  doc.text(
    `Narrative written by ARIA (${r.engine === 'offline' ? 'offline engine, from templates filled with the figures' : `${r.engine}, model ${r.model ?? 'unknown'}`}), confidence ${Math.round(r.confidence * 100)}%.${r.fallbackUsed ? ' The model’s answer was unusable; the template narrative is shown.' : ''}`,
  );
  doc.text('Every figure is computed from the organisation’s data in Rampart.');
  doc.text(`Trends cover ${formatDate(r.trendFrom)} to ${formatDate(r.generatedAt)}.`);
};

/** The executive report as a PDF: a title page, then one section per area with its tables. */
export const executiveReportToPdf = (r: ExecutiveReport): Promise<Buffer> => {
  const { doc, bytes } = createPdf({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: 'Executive risk and compliance report',
      Author: r.organizationName,
      Creator: 'Rampart',
    },
  });

  titlePage(doc, r);
  doc.addPage();
  heading(doc, 'Overview');
  paragraph(doc, r.narrative.overview);

  heading(doc, 'Risks');
  paragraph(doc, r.narrative.risks);
  const lv = ['critical', 'high', 'medium', 'low'] as const;
  table(
    doc,
    [
      { header: 'Level', width: 120 },
      { header: 'Inherent', width: 90, align: 'right' },
      { header: 'Residual', width: 90, align: 'right' },
    ],
    lv.map((l) => [RISK_LEVEL_LABELS[l], String(r.risks.inherent[l]), String(r.risks.residual[l])]),
  );
  table(
    doc,
    [
      { header: 'Top risks (by residual)', width: 210 },
      { header: 'Owner', width: 110 },
      { header: 'Status', width: 70 },
      { header: 'Inherent', width: 54, align: 'right' },
      { header: 'Residual', width: 55, align: 'right' },
    ],
    r.risks.top.map((t) => [
      t.title,
      t.owner,
      labelOf(RISK_STATUS_LABELS, t.status),
      String(t.inherentScore),
      `${t.residualScore} ${labelOf(RISK_LEVEL_LABELS, t.residualLevel)}`,
    ]),
  );

  heading(doc, 'Controls');
  paragraph(doc, r.narrative.controls);
  const c = r.controls;
  table(
    doc,
    [
      { header: 'Measure', width: 250 },
      { header: 'Value', width: 100, align: 'right' },
    ],
    [
      ['Controls (active)', `${c.total} (${c.active})`],
      ['Effectiveness high / medium / low', `${c.bands.high} / ${c.bands.medium} / ${c.bands.low}`],
      ['Not yet rated', String(c.bands.untested)],
      ['Ineffective (below 3 of 5)', String(c.ineffective)],
      ['Tests completed, last 90 days', String(c.testsCompleted)],
      ['Pass rate, last 90 days', pct(c.passRate)],
      ['Overdue tests', String(c.overdueTests)],
    ],
  );

  heading(doc, 'Compliance');
  paragraph(doc, r.narrative.compliance);
  table(
    doc,
    [
      { header: 'Framework', width: 150 },
      { header: 'Met', width: 60, align: 'right' },
      { header: 'Partly', width: 60, align: 'right' },
      { header: 'Not met', width: 60, align: 'right' },
      { header: '% met', width: 60, align: 'right' },
      { header: 'First gap', width: 109 },
    ],
    r.compliance.frameworks.map((f) => [
      f.name,
      String(f.summary.met),
      String(f.summary.partlyMet),
      String(f.summary.notMet),
      `${f.summary.percentMet}%`,
      f.topGaps[0] ? `${f.topGaps[0].code} ${f.topGaps[0].title}` : '—',
    ]),
  );
  doc.end();
  return bytes;
};
