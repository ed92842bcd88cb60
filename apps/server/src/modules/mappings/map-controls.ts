import {
  existingControlIds,
  findMapping,
  findRisk,
  insertMapping,
  recordAudit,
  type Db,
  type Executor,
  type MappingView,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, invalid } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { mappingEntityId } from './mapping.presenter.ts';

type Input = {
  riskId: string;
  controlIds: string[];
  effectiveness: number;
  mitigationImpact?: string;
  rationale?: string;
};

/**
 * Maps controls to a risk in one transaction and recomputes its residual. `field` names the
 * control list in errors for the bulk form ("controlIds.2").
 */
type Options = { actor: Actor; input: Input; field?: string };

export const mapControls = async ({ db, ...opts }: Options & { db: Db }): Promise<MappingView[]> =>
  db.transaction((tx) => mapControlsIn(tx, opts));

/** The same, inside the caller's transaction. */
export const mapControlsIn = async (
  tx: Executor,
  { actor, input, field }: Options,
): Promise<MappingView[]> => {
  const { organizationId } = actor;
  if (!(await findRisk(tx, organizationId, input.riskId)))
    throw invalid('riskId', 'Risk not found');
  const known = await existingControlIds(tx, organizationId, input.controlIds);
  const out: MappingView[] = [];
  for (const [i, controlId] of input.controlIds.entries()) {
    const at = field ? `${field}.${i}` : 'controlId';
    if (!known.has(controlId)) throw invalid(at, 'Control not found');
    if (await findMapping(tx, organizationId, input.riskId, controlId)) {
      throw new AppError('CONFLICT', 'This control is already mapped to the risk', [
        { field: at, message: 'Already mapped' },
      ]);
    }
    await insertMapping(tx, {
      organizationId,
      riskId: input.riskId,
      controlId,
      effectiveness: input.effectiveness,
      mitigationImpact: input.mitigationImpact ?? null,
      rationale: input.rationale ?? null,
    });
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'mapping.created',
      entityType: 'mapping',
      entityId: mappingEntityId(input.riskId, controlId),
      after: { riskId: input.riskId, controlId, effectiveness: input.effectiveness },
      requestId: actor.requestId,
    });
    out.push((await findMapping(tx, organizationId, input.riskId, controlId))!);
  }
  await recomputeResidual(tx, organizationId, [input.riskId]);
  return out;
};
