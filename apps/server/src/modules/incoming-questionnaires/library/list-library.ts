import type { LibraryList, LibraryStanding } from '@rampart/contracts';
import { hasPermission, normalized } from '@rampart/domain';
import type { Db, PageQuery } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { pageOf } from '../../../platform/routes/pages.ts';
import { readLibrary, type ReadEntry } from './read-library.ts';

const standingOf = (e: ReadEntry, conflicts: ReadonlySet<string>): LibraryStanding =>
  e.stale ? 'stale' : conflicts.has(e.id) ? 'conflicting' : 'current';

/**
 * The answer library as it stands (issue 22 point 4): every approved answer, newest first, with
 * whether it is current, stale (and why) or in disagreement with another; searched by words of
 * the question or answer, filtered by standing; one page of the matches. The counts are of the
 * whole library.
 */
export const listLibrary = async ({
  actor,
  query,
  db,
}: {
  actor: Actor;
  query: PageQuery & { q?: string; standing?: LibraryStanding };
  db: Db;
}): Promise<LibraryList> => {
  const { entries, conflicts } = await readLibrary(db, actor.organizationId, new Date());
  const counts = { current: 0, stale: 0, conflicting: 0 };
  const words = normalized(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const items = [];
  for (const e of entries) {
    const standing = standingOf(e, conflicts);
    counts[standing] += 1;
    if (query.standing && standing !== query.standing) continue;
    const haystack = normalized(`${e.question} ${e.text} ${e.source}`);
    if (!words.every((w) => haystack.includes(w))) continue;
    items.push({
      id: e.id,
      question: e.question,
      answer: e.answer,
      text: e.text,
      citations: e.citations.map((c) => ({ ...c })),
      approvedBy: e.approvedBy,
      approvedAt: e.approvedAt.toISOString(),
      source: e.source,
      questionnaireId: e.row.sourceQuestionnaireId,
      standing,
      staleReasons: e.reasons,
    });
  }
  return {
    ...pageOf(items, query),
    counts,
    abilities: { delete: hasPermission(actor.permissions, 'questionnaires:write') },
  };
};
