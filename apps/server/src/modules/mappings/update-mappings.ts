import {
  findMapping,
  recordAudit,
  updateMappingRow,
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

/** The same, inside the caller's transaction. */
export const updateMappingsIn = async (
  tx: Executor,
  { actor, updates, field }: Options,
): Promise<MappingView[]> => {
  const { organizationId } = actor;
  const out: MappingView[] = [];
  for (const [i, u] of updates.entries()) {
    const before = await findMapping(tx, organizationId, u.riskId, u.controlId);
    if (!before) {
      if (field) throw invalid(`${field}.${i}`, 'Mapping not found');
      throw notFound('Mapping');
    }
    await updateMappingRow(tx, organizationId, u.riskId, u.controlId, {
      effectiveness: u.effectiveness,
      ...(u.mitigationImpact !== undefined && { mitigationImpact: u.mitigationImpact }),
      ...(u.rationale !== undefined && { rationale: u.rationale }),
    });
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'mapping.updated',
      entityType: 'mapping',
      entityId: mappingEntityId(u.riskId, u.controlId),
      before: { effectiveness: before.mapping.effectiveness },
      after: { effectiveness: u.effectiveness },
      requestId: actor.requestId,
    });
    out.push((await findMapping(tx, organizationId, u.riskId, u.controlId))!);
  }
  await recomputeResidual(
    tx,
    organizationId,
    updates.map((u) => u.riskId),
  );
  return out;
};
