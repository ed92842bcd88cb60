import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controls, documents, evidence, risks, vendors } from '../schema/index.ts';
import { anyOf } from './batch.ts';
import { lastCompletedTests } from './control-evidence.ts';
import { controlTestDueAt } from './control-test-due.ts';

// What drafting the answers of a customer's questionnaire reads (issue 22 point 3): the
// organisation's controls with what shows they work, and its registers. Every record handed to
// the rules is the organisation's own; the rules cite nothing else.

export type DraftingControl = {
  id: string;
  title: string;
  description: string;
  status: string;
  implementationStatus: string;
  /** How often it runs (DAILY ... ANNUALLY). */
  frequency: string;
  libraryControlId: string | null;
  lastTest: { id: string; result: string | null; testedAt: Date } | null;
  testDueAt: Date | null;
  evidence: { id: string; title: string; expiresAt: Date | null }[];
};

/** Every control of the organisation, with its last completed test, due date and evidence. */
export const draftingControls = async (
  db: Executor,
  organizationId: string,
): Promise<DraftingControl[]> => {
  const rows = await db
    .select({
      id: controls.id,
      title: controls.title,
      description: controls.description,
      status: controls.status,
      implementationStatus: controls.implementationStatus,
      frequency: controls.frequency,
      libraryControlId: controls.libraryControlId,
      testDueAt: controlTestDueAt().mapWith((v: Date | string) => new Date(v)),
    })
    .from(controls)
    .where(eq(controls.organizationId, organizationId))
    .orderBy(asc(controls.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const last = await lastCompletedTests(db, organizationId, null);
  const files = await db
    .select({
      id: evidence.id,
      title: evidence.title,
      controlId: evidence.controlId,
      expiresAt: evidence.expiresAt,
    })
    .from(evidence)
    .where(and(eq(evidence.organizationId, organizationId), anyOf(evidence.controlId, ids)))
    .orderBy(asc(evidence.title), asc(evidence.id));
  const lastOf = new Map(last.map((t) => [t.controlId, t]));
  const filesOf = new Map<string, DraftingControl['evidence']>();
  for (const f of files) {
    if (!f.controlId) continue;
    filesOf.set(f.controlId, [
      ...(filesOf.get(f.controlId) ?? []),
      { id: f.id, title: f.title, expiresAt: f.expiresAt },
    ]);
  }
  return rows.map((r) => {
    const t = lastOf.get(r.id);
    return {
      ...r,
      testDueAt: r.testDueAt ?? null,
      lastTest: t?.testedAt ? { id: t.id, result: t.result, testedAt: t.testedAt } : null,
      evidence: filesOf.get(r.id) ?? [],
    };
  });
};

export type DraftingRegisters = {
  documents: { id: string; title: string; status: string; expiresAt: Date | null }[];
  vendors: { id: string; name: string }[];
  risks: {
    total: number;
    assessed: (Date | null)[];
    lastAssessedAt: Date | null;
    recent: { id: string; title: string }[];
    titles: { id: string; title: string }[];
  };
};

/** Most vendors read: the supplier list, and whether a company a question names is one of them. */
const VENDORS_READ = 5000;
/** Most risks' titles read, for whether a risk a question names is on the register. */
const RISKS_READ = 5000;

export const draftingRegisters = async (
  db: Executor,
  organizationId: string,
): Promise<DraftingRegisters> => {
  const docs = await db
    .select({
      id: documents.id,
      title: documents.title,
      status: documents.status,
      expiresAt: documents.expiresAt,
    })
    .from(documents)
    .where(eq(documents.organizationId, organizationId))
    .orderBy(asc(documents.title), asc(documents.id));
  const suppliers = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.organizationId, organizationId))
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(VENDORS_READ);
  const [summary] = await db
    .select({ total: count(), lastAssessedAt: max(risks.lastAssessed) })
    .from(risks)
    .where(eq(risks.organizationId, organizationId));
  // When each risk was last assessed, all of them: whether every risk is assessed in time.
  const dates = await db
    .select({ lastAssessed: risks.lastAssessed })
    .from(risks)
    .where(eq(risks.organizationId, organizationId));
  // Risks' titles, for whether a risk the customer names is on the register.
  const titled = await db
    .select({ id: risks.id, title: risks.title })
    .from(risks)
    .where(eq(risks.organizationId, organizationId))
    .orderBy(asc(risks.id))
    .limit(RISKS_READ);
  const recent = await db
    .select({ id: risks.id, title: risks.title })
    .from(risks)
    .where(and(eq(risks.organizationId, organizationId), isNotNull(risks.lastAssessed)))
    .orderBy(desc(risks.lastAssessed), asc(risks.id))
    .limit(3);
  return {
    documents: docs,
    vendors: suppliers,
    risks: {
      total: summary?.total ?? 0,
      assessed: dates.map((d) => d.lastAssessed),
      titles: titled,
      lastAssessedAt: summary?.lastAssessedAt ? new Date(summary.lastAssessedAt) : null,
      recent,
    },
  };
};

export type ControlTextMatches = {
  /** The English lexemes of each word, in input order ([] for a stop word). */
  wordLexemes: string[][];
  /** How many controls the organisation has (for inverse document frequencies). */
  controlCount: number;
  /** Its controls holding at least one lexeme, with `ts_rank` per lexeme. */
  controls: { id: string; ranks: Record<string, number> }[];
};

/**
 * The organisation's own controls looked up by their words, as the library is by the offline
 * recommender (`recommendCandidates`): title weighted A, description B, each query lexeme's
 * `ts_rank` under `fieldWeights` ([D, C, B, A]). One round trip for any number of words.
 */
export const controlTextMatches = async (
  db: Executor,
  organizationId: string,
  words: string[],
  fieldWeights: [number, number, number, number],
): Promise<ControlTextMatches> => {
  const result = (await db.execute(sql`
    with w as materialized (
      select t.i::int as i, v.lexeme
      from unnest(${sql.param(words)}::text[]) with ordinality as t(word, i)
      cross join lateral unnest(to_tsvector('english', t.word)) as v
    ),
    c as materialized (
      select id,
             setweight(to_tsvector('english', title), 'A') ||
             setweight(to_tsvector('english', coalesce(description, '')), 'B') as v
      from controls where organization_id = ${organizationId}
    ),
    m as materialized (
      -- Each control's own lexemes that the query holds: ts_rank only where one matches,
      -- never every lexeme against every control.
      select u.lexeme, c.id,
             ts_rank(${sql.param(fieldWeights)}::float4[], c.v, quote_literal(u.lexeme)::tsquery) as rank
      from c cross join lateral unnest(c.v) as u(lexeme, positions, weights)
      where u.lexeme in (select distinct lexeme from w)
    )
    select
      (select json_agg(json_build_array(i, lexeme)) from w) as words,
      (select json_agg(json_build_array(lexeme, id, rank)) from m) as matches,
      (select count(*)::int from c) as control_count`)) as unknown as {
    rows: {
      words: [number, string][] | null;
      matches: [string, string, number][] | null;
      control_count: number;
    }[];
  };
  const row = result.rows[0]!;
  const wordLexemes: string[][] = words.map(() => []);
  for (const [i, lexeme] of row.words ?? []) wordLexemes[i - 1]?.push(lexeme);
  const byId = new Map<string, Record<string, number>>();
  for (const [lexeme, id, rank] of row.matches ?? []) {
    const ranks = byId.get(id) ?? {};
    ranks[lexeme] = Number(rank);
    byId.set(id, ranks);
  }
  return {
    wordLexemes,
    controlCount: Number(row.control_count),
    controls: [...byId.entries()]
      .map(([id, ranks]) => ({ id, ranks }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
};
