import { MENTION_PATTERN, mentionToken } from '@rampart/domain';
import type { Member, QuestionnaireTeam } from '@rampart/contracts';

// @mentions in the composer and in the comments as shown. The stored form is the domain's
// `@[Display Name](userId)` (comments.ts); these helpers only read and write it in the browser.

/** The domain's mention form, for splitting a comment into text and the people it names. */
const MENTION = MENTION_PATTERN;

export type ContentPart =
  { kind: 'text'; text: string } | { kind: 'mention'; userId: string; name: string };

/** A comment as text and mentions, in order, for rendering each mention as a name. */
export const contentParts = (content: string): ContentPart[] => {
  const parts: ContentPart[] = [];
  let at = 0;
  for (const m of content.matchAll(MENTION)) {
    const index = m.index ?? 0;
    if (index > at) parts.push({ kind: 'text', text: content.slice(at, index) });
    parts.push({ kind: 'mention', name: (m[1] ?? '').trim(), userId: m[2] ?? '' });
    at = index + m[0].length;
  }
  if (at < content.length) parts.push({ kind: 'text', text: content.slice(at) });
  return parts;
};

/** Characters a name being typed after @ may hold (no spaces: a space ends the search). */
const QUERY = /(^|\s)@([^\s@[\]()]{0,40})$/;

/**
 * The mention being typed just before the caret: where its @ is and the text after it, or
 * null when the caret is not right after "@…".
 */
export const activeMention = (
  value: string,
  caret: number,
): { start: number; query: string } | null => {
  const m = QUERY.exec(value.slice(0, caret));
  if (!m) return null;
  const query = m[2] ?? '';
  return { start: caret - query.length - 1, query };
};

/** The text with the typed "@query" (from `start` to the caret) replaced by the person's token. */
export const insertMention = (
  value: string,
  start: number,
  caret: number,
  person: { name: string; userId: string },
): { value: string; caret: number } => {
  const token = `${mentionToken(person.name, person.userId)} `;
  return { value: value.slice(0, start) + token + value.slice(caret), caret: start + token.length };
};

export type MentionCandidate = { userId: string; name: string; email: string };

/**
 * Who can be mentioned: the people who can see the questionnaire (the server refuses anyone
 * else). That is the owner and those who accepted an invitation, the organisation's owners and
 * admins (admins of every questionnaire), and every member when it is visible to the
 * organisation. Not the writer; each person once, by name.
 */
export const mentionCandidates = (
  team: QuestionnaireTeam | undefined,
  members: readonly Member[],
  meId: string,
): MentionCandidate[] => {
  const out = new Map<string, MentionCandidate>();
  const add = ({ userId, name, email }: MentionCandidate) => {
    if (userId !== meId && !out.has(userId)) out.set(userId, { userId, name, email });
  };
  if (team?.owner) add(team.owner);
  for (const m of team?.members ?? []) if (m.status === 'active') add(m);
  const everyone = team !== undefined && team.settings.visibility !== 'private';
  for (const m of members) {
    if (everyone || m.role === 'owner' || m.role === 'admin') add(m);
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/** The candidates whose name or email contains the query (any case), at most `max`. */
export const matchCandidates = (
  candidates: readonly MentionCandidate[],
  query: string,
  max = 8,
): MentionCandidate[] => {
  const q = query.toLowerCase();
  return candidates
    .filter((c) => c.name.toLowerCase().includes(q) || c.email.toLowerCase().includes(q))
    .slice(0, max);
};
