import { z } from 'zod';

// What an answer to a customer's questionnaire says and the records it rests on (issue 22).

/** What a drafted answer says (issue 22 point 3). */
export const ANSWER_VERDICTS = ['yes', 'partial', 'no', 'unknown', 'n/a'] as const;
export type AnswerVerdict = (typeof ANSWER_VERDICTS)[number];
export const ANSWER_VERDICT_LABELS: Record<AnswerVerdict, string> = {
  yes: 'Yes',
  partial: 'Partially',
  no: 'No',
  unknown: 'Unknown',
  'n/a': 'Not applicable',
};

/** The records an answer may rest on. */
export const CITATION_KINDS = [
  'control',
  'control_test',
  'evidence',
  'document',
  'certification',
  'vendor',
  'risk',
] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export const citationSchema = z.object({
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  title: z.string(),
});

export const draftedAnswerSchema = z.object({
  answer: z.enum(ANSWER_VERDICTS),
  text: z.string(),
  reason: z.string(),
  confidence: z.number(),
  citations: z.array(citationSchema),
  draftedAt: z.string(),
  /** The approved answer it reuses from the answer library, if any. */
  libraryEntryId: z.string().nullable(),
});
export type DraftedAnswer = z.infer<typeof draftedAnswerSchema>;
