import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../client.ts';
import { FRAMEWORKS, LIBRARY_CONTROLS } from '../library/index.ts';
import {
  frameworkRequirements,
  frameworks,
  libraryControls,
  libraryState,
} from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type LibraryControlRow = Omit<typeof libraryControls.$inferSelect, 'searchVector'>;

const LIBRARY_STATE_ID = 'builtin';

/** A fingerprint of the shipped frameworks and library, to skip unchanged rewrites. */
const fingerprint = (): string =>
  createHash('sha256').update(JSON.stringify({ FRAMEWORKS, LIBRARY_CONTROLS })).digest('hex');

/**
 * Writes the shipped frameworks, requirements and library controls into the database when
 * they changed since the last start. One transaction: a crash leaves the previous set.
 */
export const syncLibrary = async (db: Db): Promise<boolean> => {
  const print = fingerprint();
  const [current] = await db
    .select({ fingerprint: libraryState.fingerprint })
    .from(libraryState)
    .where(eq(libraryState.id, LIBRARY_STATE_ID));
  if (current?.fingerprint === print) return false;
  await db.transaction(async (tx) => {
    for (const framework of FRAMEWORKS) {
      const values = {
        name: framework.name,
        version: framework.version,
        description: framework.description,
        source: 'builtin',
        updatedAt: new Date(),
      };
      await tx
        .insert(frameworks)
        .values({ id: framework.id, organizationId: null, ...values })
        .onConflictDoUpdate({ target: frameworks.id, set: values });
      const ids = framework.requirements.map((r) => r.id);
      await tx
        .delete(frameworkRequirements)
        .where(
          and(
            eq(frameworkRequirements.frameworkId, framework.id),
            notInArray(frameworkRequirements.id, ids),
          ),
        );
      const rows = framework.requirements.map((r, index) => ({
        id: r.id,
        frameworkId: framework.id,
        code: r.code,
        title: r.title,
        description: r.description,
        mandatory: r.mandatory,
        groupTitle: null,
        parentId: null,
        sortOrder: index,
      }));
      for (let i = 0; i < rows.length; i += 200) {
        await tx
          .insert(frameworkRequirements)
          .values(rows.slice(i, i + 200))
          .onConflictDoUpdate({
            target: frameworkRequirements.id,
            set: {
              code: sql`excluded.code`,
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              mandatory: sql`excluded.mandatory`,
              sortOrder: sql`excluded.sort_order`,
            },
          });
      }
    }
    await tx.delete(libraryControls).where(
      notInArray(
        libraryControls.id,
        LIBRARY_CONTROLS.map((c) => c.id),
      ),
    );
    const controls = LIBRARY_CONTROLS.map((c) => ({
      id: c.id,
      name: c.name,
      category: c.category,
      importance: c.importance,
      why: c.description.why,
      how: c.description.how,
      evidence: c.description.evidence,
      standards: c.standards,
    }));
    await tx
      .insert(libraryControls)
      .values(controls)
      .onConflictDoUpdate({
        target: libraryControls.id,
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          importance: sql`excluded.importance`,
          why: sql`excluded.why`,
          how: sql`excluded.how`,
          evidence: sql`excluded.evidence`,
          standards: sql`excluded.standards`,
        },
      });
    await tx
      .insert(libraryState)
      .values({ id: LIBRARY_STATE_ID, fingerprint: print })
      .onConflictDoUpdate({
        target: libraryState.id,
        set: { fingerprint: print, updatedAt: new Date() },
      });
  });
  return true;
};

const columns = {
  id: libraryControls.id,
  name: libraryControls.name,
  category: libraryControls.category,
  importance: libraryControls.importance,
  why: libraryControls.why,
  how: libraryControls.how,
  evidence: libraryControls.evidence,
  standards: libraryControls.standards,
};

export type LibrarySearch = PageQuery & {
  /** Free text: PostgreSQL full-text search (websearch syntax), ranked. */
  q?: string;
  category?: string[];
  importance?: string[];
  /** Only controls serving this framework's requirements (built-in frameworks). */
  frameworkId?: string;
};

/** The tsquery for free text: websearch syntax, OR-ed so a partial match still ranks. */
export const libraryTsQuery = (q: string): SQL =>
  sql`to_tsquery('english', coalesce(nullif(replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | '), ''), ''))`;

export const searchLibraryControls = async (
  db: Executor,
  query: LibrarySearch,
): Promise<{
  rows: (LibraryControlRow & { rank: number })[];
  total: number;
  nextCursor: string | null;
}> => {
  const { offset, limit } = pageWindow(query);
  const where: SQL[] = [];
  const text = query.q?.trim();
  const tsq = text ? libraryTsQuery(text) : null;
  if (tsq) where.push(sql`${libraryControls.searchVector} @@ ${tsq}`);
  if (query.category?.length) where.push(inArray(libraryControls.category, query.category));
  if (query.importance?.length) where.push(inArray(libraryControls.importance, query.importance));
  if (query.frameworkId) {
    where.push(
      sql`exists (select 1 from ${frameworkRequirements} fr where fr.framework_id = ${query.frameworkId} and (';' || ${libraryControls.standards} || ';') like ('%;' || fr.id || ';%'))`,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const rank = tsq
    ? sql<number>`ts_rank_cd(${libraryControls.searchVector}, ${tsq})`
    : sql<number>`0`;
  const importanceOrder = sql`case ${libraryControls.importance} when 'MANDATORY' then 0 when 'PREFERRED' then 1 else 2 end`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, rank })
      .from(libraryControls)
      .where(filter)
      .orderBy(...(tsq ? [sql`${rank} desc`] : []), importanceOrder, libraryControls.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(libraryControls)
      .where(filter),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    rows: rows.map((r) => ({ ...r, rank: Number(r.rank) })),
    total,
    nextCursor: nextCursor(offset, rows.length, total),
  };
};

export const findLibraryControl = async (
  db: Executor,
  id: string,
): Promise<LibraryControlRow | undefined> => {
  const [row] = await db.select(columns).from(libraryControls).where(eq(libraryControls.id, id));
  return row;
};

export const findLibraryControls = async (
  db: Executor,
  ids: string[],
): Promise<LibraryControlRow[]> =>
  ids.length
    ? db.select(columns).from(libraryControls).where(inArray(libraryControls.id, ids))
    : [];

/** Built-in frameworks plus the ones this organisation imported. */
export const visibleFrameworkFilter = (organizationId: string): SQL =>
  sql`(${isNull(frameworks.organizationId)} or ${eq(frameworks.organizationId, organizationId)})`;
