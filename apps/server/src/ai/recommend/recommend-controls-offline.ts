import { recommendCandidates, type Executor } from '@rampart/db';
import {
  RECOMMEND_LIMITS,
  buildRecommendQuery,
  rankControls,
  tsRankWeights,
  type RankedControl,
  type RecommendInput,
} from '@rampart/domain';

export type OfflineRecommendation = RankedControl;

/**
 * Library controls ranked for a risk by the offline engine (no language model): PostgreSQL
 * full-text search over the control library, expanded from risk language to control language,
 * then adjusted by rules (see packages/domain/src/ai/recommend-rules.ts).
 *
 * - `input`: the risk's `title` and `description`; optional `category` (the register's
 *   OPERATIONAL, FINANCIAL, STRATEGIC, COMPLIANCE or TECHNOLOGY; case-insensitive, unknown
 *   values are ignored) and `frameworks` (framework ids the risk names, e.g. `['SOC2']`). For
 *   `{ riskId }` the caller loads the risk (scoped to the organisation) and passes its fields.
 * - `organizationId` scopes the organisation's data: the frameworks it tracks (controls serving
 *   them, or the risk's own frameworks, get a boost) and the controls it already adopted from the
 *   library (kept in the list with `inPlace: true` and their `adoptedControlIds`, ranked a little
 *   lower so gaps come first).
 * - `limit`: how many to return, default 5, at most 20.
 *
 * Returns at most `limit` controls, best first, each with its `libraryControlId`, `name`,
 * `category`, `importance`, `standards` (requirement codes), `score` in 0..1 and a one-line
 * `rationale` naming the matched words and rules. Deterministic: the same library, organisation
 * data and input give the same list. An empty list means no library control shares a word or
 * expansion with the risk. Read-only; throws only on database errors.
 */
export const recommendControlsOffline = async (
  db: Executor,
  organizationId: string,
  input: RecommendInput,
  options: { limit?: number } = {},
): Promise<OfflineRecommendation[]> => {
  const query = buildRecommendQuery(input);
  if (query.words.length === 0) return [];
  const found = await recommendCandidates(
    db,
    organizationId,
    query.words.map((w) => w.word),
    tsRankWeights(),
  );
  return rankControls(query, found.wordLexemes, found.controls, {
    libraryCount: found.libraryCount,
    category: input.category ?? null,
    frameworks: [...found.trackedFrameworks, ...(input.frameworks ?? [])],
    limit: options.limit ?? RECOMMEND_LIMITS.defaultLimit,
  });
};
