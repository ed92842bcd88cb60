import type { GapAnalysis, GapItem } from '@rampart/contracts';
import { REQUIREMENT_STATUS_LABELS } from '@rampart/domain';
import { createPdf } from '../../platform/pdf/pdf-writer.ts';
import {
  createWorkbook,
  SheetWriter,
  workbookBytes,
  XLSX_CONTENT_TYPE,
} from '../../platform/spreadsheets/sheet-writer.ts';

export const GAP_CONTENT_TYPES = {
  xlsx: XLSX_CONTENT_TYPE,
  pdf: 'application/pdf',
} as const;

const HEADERS = [
  'Priority',
  'Requirement',
  'Title',
  'Mandatory',
  'Status',
  'Why',
  'Controls in place',
  'Library controls that would close it',
] as const;

const rowOf = (item: GapItem, index: number): string[] => {
  const r = item.requirement;
  return [
    String(index + 1),
    r.code,
    r.title,
    r.mandatory ? 'Yes' : 'No',
    REQUIREMENT_STATUS_LABELS[r.status],
    r.reasons.join('\n'),
    r.controls.map((c) => `${c.title} (${c.state.replace('_', ' ')})`).join('\n'),
    item.libraryControls
      .filter((c) => c.adoptedControlId === null)
      .map((c) => `${c.id} ${c.name} [${c.importance}]`)
      .join('\n'),
  ];
};

const title = (gaps: GapAnalysis) =>
  `Gap analysis: ${gaps.framework.name}${gaps.framework.version ? ` ${gaps.framework.version}` : ''}`;

/** Widths of the columns, in characters. */
const WIDTHS = [9, 14, 40, 11, 12, 50, 40, 50];

export const gapsToXlsx = async (gaps: GapAnalysis, organizationName: string): Promise<Buffer> => {
  const wb = createWorkbook({ title: title(gaps) });
  const w = new SheetWriter(wb.addWorksheet('Gaps'));
  w.row([title(gaps)], { font: { bold: true, size: 14 } }, false);
  w.row([organizationName, `Generated ${gaps.generatedAt}`], {}, false);
  const s = gaps.framework.summary;
  if (s) {
    w.row(
      [
        `Met ${s.met} of ${s.total - s.notApplicable} applicable (${s.percentMet}%)`,
        `Partly met ${s.partlyMet}`,
        `Not met ${s.notMet}`,
        `Not applicable ${s.notApplicable}`,
      ],
      {},
      false,
    );
  }
  w.blank();
  w.header([...HEADERS], { freeze: true });
  gaps.items.forEach((item, i) => {
    w.row(rowOf(item, i), { alignment: { wrapText: true, vertical: 'top' } });
  });
  w.finish(WIDTHS);
  return workbookBytes(wb);
};

/** A printable report: heading, summary, then one block per gap. */
export const gapsToPdf = (gaps: GapAnalysis, organizationName: string): Promise<Buffer> => {
  const { doc, bytes } = createPdf({
    size: 'A4',
    margin: 48,
    info: { Title: title(gaps), Author: organizationName, Creator: 'Rampart' },
  });
  doc.font('bold').fontSize(18).text(title(gaps));
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${organizationName} · generated ${gaps.generatedAt.slice(0, 16).replace('T', ' ')} UTC`);
  const s = gaps.framework.summary;
  if (s) {
    doc.moveDown(0.5).fillColor('#000000').fontSize(11);
    doc.text(
      `Met ${s.met} · Partly met ${s.partlyMet} · Not met ${s.notMet} · Not applicable ${s.notApplicable} · ${s.percentMet}% of applicable requirements met`,
    );
  }
  doc.moveDown();
  if (gaps.items.length === 0) {
    doc.fontSize(12).fillColor('#000000').text('No gaps: every applicable requirement is met.');
  }
  gaps.items.forEach((item, i) => {
    const r = item.requirement;
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#000000')
      .text(`${i + 1}. ${r.code} ${r.title}`);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#333333')
      .text(`${REQUIREMENT_STATUS_LABELS[r.status]}${r.mandatory ? ' · mandatory' : ''}`);
    for (const reason of r.reasons) doc.text(`• ${reason}`, { indent: 10 });
    const open = item.libraryControls.filter((c) => c.adoptedControlId === null);
    if (open.length > 0) {
      doc.font('italic').text('Would close it:', { indent: 10 });
      doc.font('regular');
      for (const c of open) doc.text(`${c.id} ${c.name} (${c.importance})`, { indent: 20 });
    }
    doc.moveDown(0.6);
  });
  doc.end();
  return bytes;
};
