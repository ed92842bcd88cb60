import type { IncomingQuestion } from '@rampart/contracts';

/** How a question is named in a toast or a label: its number, else its row, and its words. */
export const questionName = (q: Pick<IncomingQuestion, 'reference' | 'row' | 'text'>): string =>
  `${q.reference ?? `Row ${q.row}`}: ${q.text}`;

/** "question IAM-01", else "row 4": short enough for an accessible name. */
export const questionLabel = (q: Pick<IncomingQuestion, 'reference' | 'row'>): string =>
  q.reference ? `question ${q.reference}` : `row ${q.row}`;
