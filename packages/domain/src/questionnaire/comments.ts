// Comments: posting, reactions toggled per user, resolving, replies and @mentions.
import {
  COLLABORATION_MESSAGES,
  QUESTIONNAIRE_LIMITS,
  type ReactionType,
} from '@rampart/contracts';

export type Reaction = { type: ReactionType; userId: string };

/** §5: a comment blank after trimming is refused; otherwise its trimmed text. */
export const commentContent = (
  text: string,
): { ok: true; content: string } | { ok: false; message: string } => {
  const content = text.trim();
  if (content === '') return { ok: false, message: COLLABORATION_MESSAGES.commentBlank };
  if (content.length > QUESTIONNAIRE_LIMITS.commentMax) {
    return { ok: false, message: `At most ${QUESTIONNAIRE_LIMITS.commentMax} characters` };
  }
  return { ok: true, content };
};

/** §4: one reaction of each type per user; reacting again with the same type takes it back. */
export const toggleReaction = (
  reactions: readonly Reaction[],
  userId: string,
  type: ReactionType,
): Reaction[] =>
  reactions.some((r) => r.userId === userId && r.type === type)
    ? reactions.filter((r) => !(r.userId === userId && r.type === type))
    : [...reactions, { type, userId }];

/** Counts per type and whether `userId` gave each, for the reaction buttons. */
export const reactionSummary = (
  reactions: readonly Reaction[],
  userId: string,
): Record<ReactionType, { count: number; mine: boolean }> => {
  const of = (type: ReactionType) => {
    const those = reactions.filter((r) => r.type === type);
    return { count: those.length, mine: those.some((r) => r.userId === userId) };
  };
  return { like: of('like'), love: of('love'), laugh: of('laugh') };
};

export type Resolvable = {
  isResolved: boolean;
  resolvedBy?: string | null;
  resolvedAt?: Date | null;
};

/** §4: a comment toggles between resolved and unresolved; reopening forgets who resolved it. */
export const setResolved = <T extends Resolvable>(
  comment: T,
  resolved: boolean,
  by: string,
  now: Date,
): T =>
  resolved
    ? { ...comment, isResolved: true, resolvedBy: by, resolvedAt: now }
    : { ...comment, isResolved: false, resolvedBy: null, resolvedAt: null };

/**
 * §4: a reply attaches to its parent. Threads are one level deep, so a reply to a reply joins
 * the thread of the comment at its root. Null when the parent does not exist.
 */
export const threadRootId = (
  comments: readonly { id: string; parentId: string | null }[],
  parentId: string,
): string | null => {
  const byId = new Map(comments.map((c) => [c.id, c]));
  let at = byId.get(parentId);
  const seen = new Set<string>();
  while (at && at.parentId !== null && !seen.has(at.id)) {
    seen.add(at.id);
    at = byId.get(at.parentId);
  }
  return at && at.parentId === null ? at.id : null;
};

/**
 * A mention is written `@[Display Name](userId)`, as the editor inserts it on picking a person:
 * the name is shown, the id is who is told. Names hold no `]`, ids no `)` or spaces.
 */
export const MENTION_PATTERN = /@\[([^\]\n]{1,100})\]\(([^)\s]{1,100})\)/g;
const MENTION = MENTION_PATTERN;

export const mentionToken = (name: string, userId: string): string =>
  `@[${name.replace(/[\]\n]/g, ' ').trim()}](${userId})`;

/** The people a comment mentions, each once, in the order first mentioned. */
export const parseMentions = (text: string): { userId: string; name: string }[] => {
  const out = new Map<string, string>();
  for (const m of text.matchAll(MENTION)) {
    const [, name = '', userId = ''] = m;
    if (!out.has(userId)) out.set(userId, name.trim());
  }
  return [...out].map(([userId, name]) => ({ userId, name }));
};

/** The text as read aloud or mailed: each mention shown as `@Name`. */
export const mentionsAsText = (text: string): string =>
  text.replace(MENTION, (_m, name: string) => `@${name.trim()}`);
