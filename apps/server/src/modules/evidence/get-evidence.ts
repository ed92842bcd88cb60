import type { Evidence } from '@rampart/contracts';
import { findEvidence, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentEvidence } from './evidence.presenter.ts';

type Call = { db: Executor; actor: Actor; id: string };

/** An evidence file of the organisation as its record reads; null when it has none by that id. */
export const findPresentedEvidence = async ({ db, actor, id }: Call): Promise<Evidence | null> => {
  const row = await findEvidence(db, actor.organizationId, id);
  return row ? presentEvidence(row, actor) : null;
};

/** GET /api/evidence/{id}. */
export const getEvidence = async (call: Call): Promise<Evidence> => {
  const evidence = await findPresentedEvidence(call);
  if (!evidence) throw notFound('Evidence');
  return evidence;
};
