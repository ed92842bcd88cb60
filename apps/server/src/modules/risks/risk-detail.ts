import type { Risk } from '@rampart/contracts';
import { findRisk, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentRisksWithControls } from './risk-views.ts';

/** One risk of the actor's organisation as the API shows it, or 404. */
export const riskDetail = async (db: Db, actor: Actor, id: string): Promise<Risk> => {
  const row = await findRisk(db, actor.organizationId, id);
  if (!row) throw notFound('Risk');
  return (await presentRisksWithControls(db, actor, [row]))[0]!;
};
