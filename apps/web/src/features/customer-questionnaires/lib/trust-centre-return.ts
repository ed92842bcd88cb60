import { formatDate } from '@rampart/domain';
import type { IncomingFormat, IncomingQuestionnaire } from '@rampart/contracts';

// Questionnaires an approved visitor sent through the trust centre (issue 24 point 5): who sent
// them, and whether the answered file went back to them, in words.

export type TrustCentreSender = NonNullable<IncomingQuestionnaire['fromTrustCentre']>;

/** "Sent through the trust centre by Ann Lee (ann@acme.com), Acme, on Nov 22, 2026". */
export const sentThroughTrustCentre = (from: TrustCentreSender): string => {
  const company = from.company.trim();
  return `Sent through the trust centre by ${from.name} (${from.email})${company ? `, ${company}` : ''}, on ${formatDate(from.receivedAt)}`;
};

/** "Sent back on Nov 24, 2026", or null while the answers have not gone back. */
export const sentBackLabel = (from: TrustCentreSender): string | null =>
  from.returnedAt ? `Sent back on ${formatDate(from.returnedAt)}` : null;

/** The list's note of a returned questionnaire: "Answers sent back Nov 24, 2026". */
export const answersSentBackLabel = (from: TrustCentreSender): string | null =>
  from.returnedAt ? `Answers sent back ${formatDate(from.returnedAt)}` : null;

/** The button: a second return replaces the file sent before. */
export const returnActionLabel = (from: TrustCentreSender): string =>
  from.returnedAt ? 'Send again' : 'Send the answers back';

/** The file the visitor downloads: their own workbook or document filled in, else a summary. */
export const returnedFileWords = (format: IncomingFormat): string => {
  if (format === 'xlsx') return 'their own workbook with the answers filled in';
  if (format === 'docx') return 'their own Word document with the answers filled in';
  return 'a PDF summary of the answers';
};

/** What the confirm dialog explains before the answers go back. */
export const returnConfirmText = (
  q: Pick<IncomingQuestionnaire, 'format'> & { fromTrustCentre: TrustCentreSender },
): string => {
  const from = q.fromTrustCentre;
  const again = from.returnedAt
    ? ` It replaces the file sent on ${formatDate(from.returnedAt)}.`
    : '';
  return `${from.name} gets an email and downloads ${returnedFileWords(q.format)} from the trust centre.${again}`;
};

/** The toast once the answers went back. */
export const returnedToast = (from: TrustCentreSender): string =>
  `Answers sent back to ${from.email}`;
