import {
  findMappings,
  lockMappings,
  recordAudits,
  updateMappingRows,
  type MappingKey,
  type MappingRow,
  type Db,
  type Executor,
  type MappingView,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { mappingEntityId } from './mapping.presenter.ts';

type Update = {
  riskId: string;
  controlId: string;
  effectiveness: number;
  mitigationImpact?: string | null;
  rationale?: string | null;
};

/** Updates mappings all or nothing and recomputes the residual of every risk touched. */
type Options = { actor: Actor; updates: Update[]; field?: string };

export const updateMappings = async ({
  db,
  ...opts
}: Options & { db: Db }): Promise<MappingView[]> =>
  db.transaction((tx) => updateMappingsIn(tx, opts));

/**
 * The same, inside the caller's transaction, in a constant number of statements: the mappings
 * are read (and locked) at once, written by one UPDATE, audited by one INSERT, read back once.
 */
export const updateMappingsIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<MappingView[]> => {
  const { organizationId } = actor;
  const key = (m: MappingKey) => mappingEntityId(m.riskId, m.controlId);
  const current = new Map(
    (await lockMappings(tx, organizationId, updates)).map((m) => [key(m), m]),
  );
  const steps: { before: MappingRow; after: MappingRow }[] = [];
  for (const [i, u] of updates.entries()) {
    // A mapping listed twice takes its updates in order.
    const before = current.get(key(u));
    if (!before) {
      if (field) throw invalid(`${field}.${i}`, 'Mapping not found');
      throw notFound('Mapping');
    }
    const after: MappingRow = {
      ...before,
      effectiveness: u.effectiveness,
      ...(u.mitigationImpact !== undefined && { mitigationImpact: u.mitigationImpact }),
      ...(u.rationale !== undefined && { rationale: u.rationale }),
    };
    current.set(key(u), after);
    steps.push({ before, after });
  }
  await updateMappingRows(tx, organizationId, [...current.values()]);
  await recordAudits(
    tx,
    steps.map(({ before, after }) => ({
      organizationId,
      actorId: actor.userId,
      action: 'mapping.updated' as const,
      entityType: 'mapping',
      entityId: key(after),
      before: { effectiveness: before.effectiveness },
      after: { effectiveness: after.effectiveness },
      requestId: actor.requestId,
    })),
  );
  const views = new Map(
    (await findMappings(tx, organizationId, [...current.values()])).map((v) => [key(v.mapping), v]),
  );
  await recomputeResidual(
    tx,
    organizationId,
    updates.map((u) => u.riskId),
  );
  // Each update answers with the mapping as it left it.
  return steps.map(({ after }) => {
    const view = views.get(key(after))!;
    return { ...view, mapping: { ...view.mapping, ...after } };
  });
};
