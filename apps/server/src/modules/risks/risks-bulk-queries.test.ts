import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp } from '../../testing/counting-app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { CONTENT_TYPES } from '../../platform/spreadsheets/table-file.ts';

let subject: Awaited<ReturnType<typeof countingApp>>;
beforeAll(async () => {
  subject = await countingApp();
});
afterAll(async () => {
  await subject?.close();
});

const call = async (who: SignedIn, method: 'POST' | 'PATCH', url: string, payload: object) => {
  const { queries, result } = await subject.count(() =>
    subject.app.inject({ method, url, payload, headers: { cookie: who.cookie } }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { queries: queries.length, data: result.json().data };
};

/** Creates, updates and deletes n risks in bulk; the statements each call sent. */
const bulkRound = async (owner: SignedIn, n: number) => {
  const risks = Array.from({ length: n }, (_, i) => ({
    title: `Risk ${i}`,
    category: 'TECHNOLOGY',
    likelihood: (i % 5) + 1,
    impact: ((i + 2) % 5) + 1,
    ownerUserId: owner.user.id,
  }));
  const create = await call(owner, 'POST', '/api/risks/bulk-create', { risks });
  const ids = (create.data as { id: string }[]).map((r) => r.id);
  const update = await call(owner, 'PATCH', '/api/risks/bulk-update', {
    updates: ids.map((id, i) => ({
      id,
      likelihood: ((i + 1) % 5) + 1,
      ownerUserId: owner.user.id,
    })),
  });
  expect(update.data).toHaveLength(n);
  const remove = await call(owner, 'POST', '/api/risks/bulk-delete', { ids });
  expect(remove.data.deleted).toHaveLength(n);
  return { create: create.queries, update: update.queries, delete: remove.queries };
};

describe('risks: bulk writes are set-based', () => {
  it('sends as many statements for 40 risks as for 2', async () => {
    const owner = await buildOrg(subject.app);
    await bulkRound(owner, 2); // warm: the first request also reads settings once
    const small = await bulkRound(owner, 2);
    const large = await bulkRound(owner, 40);
    expect(large).toEqual(small);
    // Session, lookups, one write and one audit insert: a handful, not one per row.
    expect(small.update).toBeLessThan(12);
  });

  it('imports 40 rows of a CSV with as many statements as 2', async () => {
    const owner = await buildOrg(subject.app);
    const upload = async (csv: string) => {
      const { queries, result } = await subject.count(() =>
        subject.app.inject({
          method: 'POST',
          url: '/api/risks/import?format=csv',
          payload: Buffer.from(csv),
          headers: { cookie: owner.cookie, 'content-type': CONTENT_TYPES.csv },
        }),
      );
      expect(result.statusCode, result.body).toBe(200);
      return queries.length;
    };
    /** n new risks, then the same risks changed by id; the statements of each import. */
    const importRound = async (n: number) => {
      const lines = Array.from(
        { length: n },
        (_, i) => `Imported ${i},TECHNOLOGY,${(i % 5) + 1},3`,
      );
      const created = await upload(`title,category,likelihood,impact\n${lines.join('\n')}\n`);
      const listed = await subject.app.inject({
        url: '/api/risks?limit=200&search=Imported',
        headers: { cookie: owner.cookie },
      });
      const ids = (listed.json().data.items as { id: string }[]).map((r) => r.id).slice(0, n);
      const rows = ids.map((id, i) => `${id},Changed ${i},OPERATIONAL,2,2`);
      const updated = await upload(`id,title,category,likelihood,impact\n${rows.join('\n')}\n`);
      await call(owner, 'POST', '/api/risks/bulk-delete', { ids });
      return { created, updated };
    };
    await importRound(2); // warm
    const small = await importRound(2);
    const large = await importRound(40);
    expect(large).toEqual(small);
  });
});
