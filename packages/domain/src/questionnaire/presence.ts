// Presence and the side panel's lists (§9): 4 avatars then +N, activity kept 50, changes shown 10.
import { COLLABORATION_LIMITS } from '@rampart/contracts';

/** The avatars shown and the count behind the +N. */
export const avatarOverflow = <T>(people: readonly T[]): { shown: T[]; more: number } => ({
  shown: people.slice(0, COLLABORATION_LIMITS.avatarsShown),
  more: Math.max(0, people.length - COLLABORATION_LIMITS.avatarsShown),
});

/** Newest first, at most `limit`: the activity log keeps 50, recent changes show 10. */
export const newestFirst = <T extends { timestamp: Date }>(
  items: readonly T[],
  limit: number = COLLABORATION_LIMITS.activityKept,
): T[] =>
  [...items]
    .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())
    .slice(0, Math.max(0, limit));

/** A presence entry is stale when it has missed two refreshes (5 s each): the person has left. */
export const PRESENCE_STALE_MS = 2 * COLLABORATION_LIMITS.presenceRefreshMs;
export const isPresenceStale = (lastSeen: Date, now: Date): boolean =>
  now.getTime() - lastSeen.getTime() > PRESENCE_STALE_MS;
