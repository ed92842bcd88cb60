import { sql } from 'drizzle-orm';
import type { CandidateControl } from '@rampart/domain';
import type { Executor } from '../client.ts';

/** A library control that holds at least one of the query's lexemes (ranks per lexeme). */
export type RecommendCandidateRow = CandidateControl;

export type RecommendCandidates = {
  /** The English lexemes of each query word, in input order ([] for a stop word). */
  wordLexemes: string[][];
  /** Controls in the whole library (for inverse document frequencies). */
  libraryCount: number;
  /** Frameworks the organisation tracks on Framework Status. */
  trackedFrameworks: string[];
  /**
   * The controls holding at least one query lexeme, by id. Every control holding a lexeme is
   * here, so document frequencies counted over them are exact.
   */
  controls: RecommendCandidateRow[];
};

type Result = {
  words: [number, string][] | null;
  matches: [string, string, number][] | null;
  controls: [string, string, string, string, string][] | null;
  frameworks: string[] | null;
  adopted: [string, string][] | null;
  library_count: number;
};

/**
 * Everything the offline control recommendation ranks with, in one round trip: the query words
 * stemmed by PostgreSQL's English configuration; for each lexeme, the library controls whose
 * weighted `search_vector` holds it (one GIN look-up per lexeme; the `offset 0` keeps the
 * planner from trading the index for a scan of the small table) with its `ts_rank` under
 * `fieldWeights` ([D, C, B, A]: name is A, why/how B, evidence and standards C); the
 * organisation's tracked frameworks; and its controls adopted from the matched library controls.
 */
export const recommendCandidates = async (
  db: Executor,
  organizationId: string,
  words: string[],
  fieldWeights: [number, number, number, number],
): Promise<RecommendCandidates> => {
  const result = (await db.execute(sql`
    with w as materialized (
      select t.i::int as i, v.lexeme
      from unnest(${sql.param(words)}::text[]) with ordinality as t(word, i)
      cross join lateral unnest(to_tsvector('english', t.word)) as v
    ),
    m as materialized (
      select l.lexeme, c.id, c.rank
      from (select distinct lexeme from w) as l
      cross join lateral (
        select lc.id,
               ts_rank(${sql.param(fieldWeights)}::float4[], lc.search_vector,
                       quote_literal(l.lexeme)::tsquery) as rank
        from library_controls lc
        where lc.search_vector @@ quote_literal(l.lexeme)::tsquery
        offset 0
      ) as c
    )
    select
      (select json_agg(json_build_array(i, lexeme)) from w) as words,
      (select json_agg(json_build_array(lexeme, id, rank)) from m) as matches,
      (select json_agg(json_build_array(id, name, category, importance, standards))
       from library_controls where id in (select id from m)) as controls,
      (select json_agg(framework_id) from organization_frameworks
       where organization_id = ${organizationId}) as frameworks,
      (select json_agg(json_build_array(library_control_id, id) order by id)
       from controls
       where organization_id = ${organizationId}
         and library_control_id in (select id from m)) as adopted,
      (select count(*)::int from library_controls) as library_count`)) as unknown as {
    rows: Result[];
  };
  const row = result.rows[0]!;

  const wordLexemes: string[][] = words.map(() => []);
  for (const [i, lexeme] of row.words ?? []) wordLexemes[i - 1]?.push(lexeme);
  const byId = new Map<string, RecommendCandidateRow>();
  for (const [id, name, category, importance, standards] of row.controls ?? []) {
    byId.set(id, { id, name, category, importance, standards, ranks: {}, adoptedControlIds: [] });
  }
  for (const [lexeme, id, rank] of row.matches ?? []) {
    const control = byId.get(id);
    if (control) control.ranks[lexeme] = Number(rank);
  }
  for (const [libraryId, controlId] of row.adopted ?? []) {
    byId.get(libraryId)?.adoptedControlIds.push(controlId);
  }
  const controls = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  for (const c of controls) c.adoptedControlIds.sort();
  return {
    wordLexemes,
    libraryCount: Number(row.library_count),
    trackedFrameworks: [...(row.frameworks ?? [])].sort(),
    controls,
  };
};
