import {
  ANSWER_VERDICT_LABELS,
  REVIEW_STATUS_LABELS,
  type AnswerVerdict,
  type ReviewStatus,
} from '@rampart/contracts';
import { answerToSend, formatDate, formatDateTime } from '@rampart/domain';
import type { IncomingQuestionnaireRecord, IncomingQuestionRecord } from '@rampart/db';
import { createPdf } from '../../platform/pdf/pdf-writer.ts';

// A printable summary of a customer questionnaire's answers (issue 22 point 6): what is sent for
// each question (the reviewed answer, else the draft), the records behind it, and where the
// review stands, for the person who signs the answers off or the customer who asks for a PDF.

const VERDICTS: AnswerVerdict[] = ['yes', 'partial', 'no', 'n/a', 'unknown'];

const reviewLine = (q: IncomingQuestionRecord): string => {
  const status = q.reviewStatus as ReviewStatus;
  if (status === 'pending') return q.answer ? 'Drafted, not reviewed yet' : 'Not drafted yet';
  const by = q.reviewedByName ? ` by ${q.reviewedByName}` : '';
  const on = q.reviewedAt ? ` on ${formatDate(q.reviewedAt)}` : '';
  return `${REVIEW_STATUS_LABELS[status]}${by}${on}`;
};

export const answersToPdf = (
  questionnaire: IncomingQuestionnaireRecord,
  questions: readonly IncomingQuestionRecord[],
  organizationName: string,
  now: Date,
): Promise<Buffer> => {
  const title = `Answers: ${questionnaire.title}`;
  const { doc, bytes } = createPdf({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: organizationName, Creator: 'Rampart' },
  });
  doc.font('bold').fontSize(18).fillColor('#000000').text(title);
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(
      [
        organizationName,
        questionnaire.customer ? `for ${questionnaire.customer}` : '',
        questionnaire.dueOn ? `due ${formatDate(questionnaire.dueOn)}` : '',
        `generated ${formatDateTime(now)} UTC`,
      ]
        .filter(Boolean)
        .join(' · '),
    );
  const sent = questions.map((q) => ({ q, out: answerToSend(q) }));
  const counts = new Map<AnswerVerdict, number>();
  for (const { out } of sent) if (out) counts.set(out.answer, (counts.get(out.answer) ?? 0) + 1);
  const unanswered = sent.filter(({ out }) => !out).length;
  const reviewed = questions.filter((q) => q.reviewStatus !== 'pending').length;
  doc.moveDown(0.5).fillColor('#000000').fontSize(11);
  doc.text(
    [
      ...VERDICTS.filter((v) => counts.get(v)).map(
        (v) => `${ANSWER_VERDICT_LABELS[v]} ${counts.get(v)}`,
      ),
      unanswered ? `No answer ${unanswered}` : '',
      `Reviewed ${reviewed} of ${questions.length}`,
    ]
      .filter(Boolean)
      .join(' · '),
  );
  doc.moveDown();
  let section: string | null = null;
  for (const { q, out } of sent) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    const place = q.section ?? q.sheet;
    if (place !== section) {
      section = place;
      doc.font('bold').fontSize(13).fillColor('#000000').text(place);
      doc.moveDown(0.3);
    }
    const ref = q.reference ?? `Row ${q.row}`;
    doc.font('bold').fontSize(11).fillColor('#000000').text(`${ref}  ${q.text}`);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#333333')
      .text(`${out ? ANSWER_VERDICT_LABELS[out.answer] : 'No answer'} · ${reviewLine(q)}`);
    if (out?.text) doc.fillColor('#000000').text(out.text, { indent: 10 });
    if (out && out.citations.length > 0) {
      doc
        .font('italic')
        .fillColor('#555555')
        .text(`Records: ${out.citations.map((c) => c.title).join('; ')}`, { indent: 10 });
    }
    doc.moveDown(0.6);
  }
  doc.end();
  return bytes;
};
