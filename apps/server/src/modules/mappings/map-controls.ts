import {
  existingControlIds,
  findMappings,
  findRisk,
  insertMappings,
  recordAudits,
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
  // One after the other: a transaction's queries share one connection.
  const known = await existingControlIds(tx, organizationId, input.controlIds);
  const existing = await findMappings(
    tx,
    organizationId,
    input.controlIds.map((controlId) => ({ riskId: input.riskId, controlId })),
  );
  // A control listed twice clashes with itself, as it would mapped one after the other.
  const mapped = new Set(existing.map((m) => m.mapping.controlId));
  for (const [i, controlId] of input.controlIds.entries()) {
    const at = field ? `${field}.${i}` : 'controlId';
    if (!known.has(controlId)) throw invalid(at, 'Control not found');
    if (mapped.has(controlId)) {
      throw new AppError('CONFLICT', 'This control is already mapped to the risk', [
        { field: at, message: 'Already mapped' },
      ]);
    }
    mapped.add(controlId);
  }
  return addMappingsIn(
    tx,
    actor,
    input.controlIds.map((controlId) => ({
      riskId: input.riskId,
      controlId,
      effectiveness: input.effectiveness,
      mitigationImpact: input.mitigationImpact,
      rationale: input.rationale,
    })),
  );
};

type NewMapping = {
  riskId: string;
  controlId: string;
  effectiveness: number;
  mitigationImpact?: string;
  rationale?: string;
};

/**
 * Stores checked, new mappings of any risks in a constant number of statements: one insert, one
 * audit insert, one read back, and the residual of the risks recomputed together.
 */
export const addMappingsIn = async (
  tx: Executor,
  actor: Actor,
  rows: NewMapping[],
): Promise<MappingView[]> => {
  const { organizationId } = actor;
  if (rows.length === 0) return [];
  await insertMappings(
    tx,
    rows.map((r) => ({
      organizationId,
      riskId: r.riskId,
      controlId: r.controlId,
      effectiveness: r.effectiveness,
      mitigationImpact: r.mitigationImpact ?? null,
      rationale: r.rationale ?? null,
    })),
  );
  await recordAudits(
    tx,
    rows.map((r) => ({
      organizationId,
      actorId: actor.userId,
      action: 'mapping.created' as const,
      entityType: 'mapping',
      entityId: mappingEntityId(r.riskId, r.controlId),
      after: { riskId: r.riskId, controlId: r.controlId, effectiveness: r.effectiveness },
      requestId: actor.requestId,
    })),
  );
  const views = new Map(
    (await findMappings(tx, organizationId, rows)).map((v) => [
      mappingEntityId(v.mapping.riskId, v.mapping.controlId),
      v,
    ]),
  );
  await recomputeResidual(
    tx,
    organizationId,
    rows.map((r) => r.riskId),
  );
  return rows.map((r) => views.get(mappingEntityId(r.riskId, r.controlId))!);
};
