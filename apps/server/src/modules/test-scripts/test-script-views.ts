import {
  executionStatsByScript,
  findTestScript,
  linkedControlsByScript,
  type Executor,
  type TestScriptRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentTestScript } from './test-script.presenter.ts';

/** Scripts as the API shows them: with their linked controls and how often they ran. */
export const loadTestScripts = async (db: Executor, actor: Actor, rows: TestScriptRow[]) => {
  const ids = rows.map((r) => r.id);
  const [controls, stats] = await Promise.all([
    linkedControlsByScript(db, actor.organizationId, ids),
    executionStatsByScript(db, actor.organizationId, ids),
  ]);
  return rows.map((r) =>
    presentTestScript(
      r,
      controls.get(r.id) ?? [],
      stats.get(r.id) ?? { count: 0, lastExecutedAt: null },
      actor,
    ),
  );
};

export const loadTestScript = async (db: Executor, actor: Actor, id: string) => {
  const row = await findTestScript(db, actor.organizationId, id);
  if (!row) throw notFound('Test script');
  return (await loadTestScripts(db, actor, [row]))[0]!;
};
