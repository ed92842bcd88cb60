import type { Control } from '@rampart/contracts';
import { evidenceByControl, linkedRisksByControl, type ControlRow, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentControl } from './control.presenter.ts';

/** Presents controls with their linked risks and evidence, loaded in two queries. */
export const presentControls = async (
  db: Db,
  actor: Actor,
  rows: ControlRow[],
): Promise<Control[]> => {
  const ids = rows.map((r) => r.id);
  const [risks, evidence] = await Promise.all([
    linkedRisksByControl(db, actor.organizationId, ids),
    evidenceByControl(db, actor.organizationId, ids),
  ]);
  return rows.map((r) =>
    presentControl(
      r,
      { linkedRisks: risks.get(r.id) ?? [], evidence: evidence.get(r.id) ?? [] },
      actor,
    ),
  );
};
