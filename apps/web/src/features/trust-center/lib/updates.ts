import { createTrustUpdateBodySchema, type CreateTrustUpdateBody } from '@rampart/contracts';
import { formatNumber } from '@rampart/domain';
import { schemaIssuesByField } from '../../../lib/field-issues.ts';

// The updates feed (issue 24 point 6): a post goes on the public page at once and is mailed to
// those who subscribed and confirmed their address.

export const UPDATES_EMPTY =
  'Tell customers about a change to your security: a new certification, a new subprocessor, an incident and what you did about it. Each update shows on the page and is mailed to its subscribers.';

export const UPDATES_EMPTY_READER =
  'No news on the page yet. Owners and admins post updates here, and each is mailed to the page’s subscribers.';

/** "mailed to 12 subscribers", or why it went to nobody. */
export const mailedWords = (n: number): string =>
  n === 0
    ? 'not mailed (no confirmed subscribers)'
    : `mailed to ${formatNumber(n)} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * An update's opening as plain words for the team's list: the Markdown marks that would show
 * as stray symbols (emphasis, headings, quotes, code, a link's address) left out.
 */
export const plainPreview = (markdown: string): string =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>)\s*/gm, '')
    // A mark inside a word (snake_case) is no emphasis.
    .replace(/(?<![\w*`])(\*\*|__|\*|_|`)(?=\S)([^\n]*?\S)\1(?![\w*`])/g, '$2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The update to post, or the problems per field (the contract's own checks). */
export const checkUpdate = (
  form: CreateTrustUpdateBody,
): { body: CreateTrustUpdateBody } | { errors: Record<string, string> } => {
  const checked = createTrustUpdateBodySchema.safeParse(form);
  return checked.success
    ? { body: checked.data }
    : { errors: schemaIssuesByField(checked.error.issues) };
};

/** What the post dialog says it does, with and without anyone to mail. */
export const postEffect = (subscribers: number, mail: boolean): string => {
  if (!mail) return 'It shows on the public page at once. Mail is not set up, so nobody is mailed.';
  if (subscribers === 0) return 'It shows on the public page at once. Nobody has subscribed yet.';
  return `It shows on the public page at once and is mailed to ${formatNumber(subscribers)} confirmed ${subscribers === 1 ? 'subscriber' : 'subscribers'}.`;
};
