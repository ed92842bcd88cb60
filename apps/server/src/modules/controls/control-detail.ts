import type { Control } from '@rampart/contracts';
import { findControl, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentControls } from './control-views.ts';

/** One control of the actor's organisation as the API shows it, or 404. */
export const controlDetail = async (db: Db, actor: Actor, id: string): Promise<Control> => {
  const row = await findControl(db, actor.organizationId, id);
  if (!row) throw notFound('Control');
  return (await presentControls(db, actor, [row]))[0]!;
};
