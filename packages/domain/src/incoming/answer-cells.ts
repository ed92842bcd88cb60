import type { AnswerVerdict } from '@rampart/contracts';

// What goes back into the customer's own file (issue 22 point 6): the answer cell takes one of
// the values its dropdown allows, spelled exactly as the customer wrote it, or nothing when none
// fits; the comment cell takes the explanation and the records it rests on.

/** How customers spell each verdict in their dropdowns, most usual first. */
const SPELLINGS: Record<Exclude<AnswerVerdict, 'unknown'>, RegExp[]> = {
  yes: [/^yes$/i, /^y$/i, /^true$/i, /^(fully )?compliant$/i, /^implemented$/i, /^in place$/i],
  partial: [
    /^partial(ly)?$/i,
    /^partially (compliant|implemented|in place)$/i,
    /^in progress$/i,
    /^some$/i,
  ],
  no: [/^no$/i, /^n$/i, /^false$/i, /^(non|not)[- ]compliant$/i, /^not implemented$/i],
  'n/a': [/^n\/?a$/i, /^not applicable$/i],
};

/** Written where the customer gave no dropdown. */
const PLAIN: Record<Exclude<AnswerVerdict, 'unknown'>, string> = {
  yes: 'Yes',
  partial: 'Partially',
  no: 'No',
  'n/a': 'N/A',
};

/**
 * The value for the answer cell: the dropdown's own spelling of the verdict, or the plain word
 * when the cell is free text; `null` (the cell left as it is) for "unknown", or when the dropdown
 * has no value for the verdict — a value outside the customer's list is never written.
 */
export const answerCellValue = (
  verdict: AnswerVerdict,
  allowed: readonly string[] | null,
): string | null => {
  if (verdict === 'unknown') return null;
  if (!allowed || allowed.length === 0) return PLAIN[verdict];
  for (const spelling of SPELLINGS[verdict]) {
    const found = allowed.find((value) => spelling.test(value.trim()));
    if (found !== undefined) return found;
  }
  return null;
};

/** The comment cell: the answer's text, then the records it rests on. */
export const commentCellText = (draft: {
  text: string;
  citations: readonly { kind: string; title: string }[];
}): string => {
  const records = draft.citations.map((c) => c.title);
  return records.length > 0 ? `${draft.text}\nRecords: ${records.join('; ')}` : draft.text;
};

type Citation = { kind: string; id: string; title: string };

/**
 * What goes back to the customer for one question (issue 22 point 5): the answer a person
 * accepted (with the records it rests on) or wrote (their words alone: the draft's records may no
 * longer be what it rests on); the draft while nobody has reviewed it; nothing once rejected.
 */
export const answerToSend = (q: {
  reviewStatus: string;
  finalAnswer: string | null;
  finalText: string | null;
  answer: string | null;
  answerText: string | null;
  citations: readonly Citation[];
}): { answer: AnswerVerdict; text: string; citations: readonly Citation[] } | null => {
  switch (q.reviewStatus) {
    case 'rejected':
      return null;
    case 'accepted':
      return q.finalAnswer
        ? {
            answer: q.finalAnswer as AnswerVerdict,
            text: q.finalText ?? '',
            citations: q.citations,
          }
        : null;
    case 'edited':
      return q.finalAnswer
        ? { answer: q.finalAnswer as AnswerVerdict, text: q.finalText ?? '', citations: [] }
        : null;
    default:
      return q.answer
        ? { answer: q.answer as AnswerVerdict, text: q.answerText ?? '', citations: q.citations }
        : null;
  }
};
