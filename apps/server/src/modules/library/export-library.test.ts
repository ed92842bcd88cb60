import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIBRARY_CONTROLS } from '@rampart/db/library';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const adopt = async (who: SignedIn, libraryControlId: string) => {
  const res = await call(app, who, 'POST', '/api/library/controls/adopt', {
    libraryControlIds: [libraryControlId],
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.created[0].controlId as string;
};
/** The ids the library list shows for a query, every page of it. */
const listed = async (who: SignedIn, query: string) => {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 200) {
    const res = await call(
      app,
      who,
      'GET',
      `/api/library/controls?${query}&limit=200&offset=${offset}`,
    );
    const page = res.json().data;
    ids.push(...page.items.map((c: { id: string }) => c.id));
    if (!page.nextCursor) return ids;
  }
};

describe('control library export', () => {
  it("writes what the library's search and filters show, in its order, with this organisation's adoptions", async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const [mine, theirs] = [LIBRARY_CONTROLS[0]!, LIBRARY_CONTROLS[1]!];
    const adoptedId = await adopt(owner, mine.id);
    await adopt(stranger, theirs.id);

    const all = await downloadExport(app, owner, '/api/library/controls/export', 'control-library');
    expect(columnOf(all, 'ID')).toEqual(await listed(owner, ''));
    expect(all.rows).toHaveLength(LIBRARY_CONTROLS.length);
    const adopted = columnOf(all, 'Adopted');
    expect(adopted.filter((a) => a === 'Yes')).toHaveLength(1);
    expect(columnOf(all, 'Adopted control ID')[columnOf(all, 'ID').indexOf(mine.id)]).toBe(
      adoptedId,
    );
    expect(adopted[columnOf(all, 'ID').indexOf(theirs.id)]).toBe('No');

    for (const query of [
      'q=backup',
      'importance=MANDATORY&frameworkId=SOC2',
      `category=${mine.category}`,
    ]) {
      const file = await downloadExport(
        app,
        owner,
        `/api/library/controls/export?${query}`,
        'control-library',
      );
      expect(file.rows.length, query).toBeGreaterThan(0);
      expect(columnOf(file, 'ID'), query).toEqual(await listed(owner, query));
    }
    await expectBadFormatRefused(app, owner, '/api/library/controls/export');
  });
});
