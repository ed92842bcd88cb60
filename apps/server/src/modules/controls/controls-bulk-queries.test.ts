import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp } from '../../testing/counting-app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

let subject: Awaited<ReturnType<typeof countingApp>>;
beforeAll(async () => {
  subject = await countingApp();
});
afterAll(async () => {
  await subject?.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (who: SignedIn, method: Method, url: string, payload?: object) => {
  const { queries, result } = await subject.count(() =>
    subject.app.inject({ method, url, payload, headers: { cookie: who.cookie } }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { queries: queries.length, data: result.json().data };
};

/**
 * n controls created, mapped to one risk, updated (moving the risk's residual), their mappings
 * updated, then deleted, all in bulk; the statements each call sent.
 */
const bulkRound = async (owner: SignedIn, n: number) => {
  const risk = (
    await call(owner, 'POST', '/api/risks', {
      title: 'Mitigated',
      category: 'TECHNOLOGY',
      likelihood: 5,
      impact: 5,
    })
  ).data;
  const create = await call(owner, 'POST', '/api/controls/bulk-create', {
    controls: Array.from({ length: n }, (_, i) => ({
      title: `Control ${i}`,
      ownerUserId: owner.user.id,
    })),
  });
  const ids = (create.data as { id: string }[]).map((c) => c.id);
  const map = await call(owner, 'POST', '/api/control-risk-mappings/bulk', {
    riskId: risk.id,
    controlIds: ids,
    effectiveness: 0.5,
  });
  const update = await call(owner, 'PATCH', '/api/controls/bulk-update', {
    updates: ids.map((id) => ({ id, effectivenessPercent: 80, ownerUserId: owner.user.id })),
  });
  const remap = await call(owner, 'PATCH', '/api/control-risk-mappings/bulk-update', {
    updates: ids.map((controlId) => ({ riskId: risk.id, controlId, effectiveness: 0.9 })),
  });
  const after = (await call(owner, 'GET', `/api/risks/${risk.id}`)).data;
  expect(after.residualScore).toBeLessThan(risk.residualScore);
  const remove = await call(owner, 'POST', '/api/controls/bulk-delete', { ids });
  expect(remove.data.deleted).toHaveLength(n);
  const restored = (await call(owner, 'GET', `/api/risks/${risk.id}`)).data;
  expect(restored.residualScore).toBe(risk.residualScore);
  return {
    create: create.queries,
    map: map.queries,
    update: update.queries,
    remap: remap.queries,
    delete: remove.queries,
  };
};

describe('controls and mappings: bulk writes are set-based', () => {
  it('sends as many statements for 40 controls as for 2', async () => {
    const owner = await buildOrg(subject.app);
    await bulkRound(owner, 2); // warm: the first requests also read settings once
    const small = await bulkRound(owner, 2);
    const large = await bulkRound(owner, 40);
    // Not more for more rows (fewer when a saturated residual leaves nothing to write).
    for (const [call, n] of Object.entries(large)) {
      expect(n, call).toBeLessThanOrEqual(small[call as keyof typeof small]);
    }
  });
});
