import type { Risk } from '@rampart/contracts';
import { controlIdsByRisk, type Db, type RiskRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentRisk } from './risk.presenter.ts';

/** Presents risks with the ids of their mapped controls, loaded in one query. */
export const presentRisksWithControls = async (
  db: Db,
  actor: Actor,
  rows: RiskRow[],
): Promise<Risk[]> => {
  const controls = await controlIdsByRisk(
    db,
    actor.organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentRisk(r, controls.get(r.id) ?? [], actor));
};
