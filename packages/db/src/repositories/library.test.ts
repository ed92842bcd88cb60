import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { FRAMEWORKS, LIBRARY_CONTROLS } from '../library/index.ts';
import { frameworkRequirements, frameworks, libraryControls } from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { searchLibraryControls, syncLibrary } from './library.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

describe('shipped library in the database', () => {
  it('holds every built-in framework, requirement and library control after migrate', async () => {
    const { db } = database;
    const [fw] = await db
      .select({ n: count() })
      .from(frameworks)
      .where(eq(frameworks.source, 'builtin'));
    expect(fw!.n).toBe(FRAMEWORKS.length);
    const [req] = await db.select({ n: count() }).from(frameworkRequirements);
    expect(req!.n).toBeGreaterThanOrEqual(
      FRAMEWORKS.reduce((n, f) => n + f.requirements.length, 0),
    );
    const [lib] = await db.select({ n: count() }).from(libraryControls);
    expect(lib!.n).toBe(LIBRARY_CONTROLS.length);
  });

  it('skips the rewrite when nothing changed', async () => {
    expect(await syncLibrary(database.db)).toBe(false);
  });

  it('finds controls by meaning of the words with full-text search, best first', async () => {
    const res = await searchLibraryControls(database.db, { q: 'segregation of duties', limit: 5 });
    expect(res.rows.length).toBeGreaterThan(0);
    expect(res.rows[0]!.name.toLowerCase()).toContain('segregation');
    const stems = await searchLibraryControls(database.db, {
      q: 'certificates expiring',
      limit: 5,
    });
    expect(stems.rows.some((r) => /certificate/i.test(r.name + r.how))).toBe(true);
  });

  it('filters by importance, category and framework', async () => {
    const res = await searchLibraryControls(database.db, {
      importance: ['MANDATORY'],
      frameworkId: 'HIPAA',
      limit: 200,
    });
    expect(res.total).toBeGreaterThan(0);
    for (const row of res.rows) {
      expect(row.importance).toBe('MANDATORY');
      expect(row.standards).toContain('HIPAA-');
    }
    const cat = await searchLibraryControls(database.db, { category: ['privacy'], limit: 200 });
    expect(cat.rows.every((r) => r.category === 'privacy')).toBe(true);
  });

  it('pages with a cursor', async () => {
    const first = await searchLibraryControls(database.db, { limit: 50 });
    expect(first.total).toBe(LIBRARY_CONTROLS.length);
    const second = await searchLibraryControls(database.db, {
      limit: 50,
      cursor: first.nextCursor!,
    });
    expect(second.rows[0]!.id).not.toBe(first.rows[0]!.id);
  });
});
