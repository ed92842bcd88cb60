import { createTrustNdaBodySchema, type TrustNda } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';

// The NDA visitors accept before asking for restricted files: versions are never edited, a new
// one is in force for the visitors who come after it.

export const NDA_EMPTY =
  'Without an NDA, visitors only confirm their email before you approve them. Write one and they accept it first.';

/** "No visitor accepted it yet", "1 visitor accepted it", "12 visitors accepted it". */
export const acceptancesWords = (n: number): string => {
  if (n === 0) return 'No visitor accepted it yet';
  return `${formatNumber(n)} ${n === 1 ? 'visitor' : 'visitors'} accepted it`;
};

/** What is known of a version, a part each: "Version 3", "May 17, 2026", "by Ann Lee", … */
export const ndaParts = (
  nda: Pick<TrustNda, 'version' | 'createdAt' | 'createdBy' | 'acceptances'>,
): string[] => [
  `Version ${nda.version}`,
  formatDate(nda.createdAt),
  ...(nda.createdBy ? [`by ${nda.createdBy.name}`] : []),
  acceptancesWords(nda.acceptances),
];

/** The text to publish as the new version, or why not (the contract's own check). */
export const checkNda = (text: string): { text: string } | { error: string } => {
  const checked = createTrustNdaBodySchema.safeParse({ text });
  return checked.success
    ? { text: checked.data.text }
    : { error: checked.error.issues[0]?.message ?? 'Not a valid agreement' };
};
