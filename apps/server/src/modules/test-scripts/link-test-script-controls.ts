import {
  existingControlIds,
  findTestScript,
  recordAudit,
  upsertTestScriptControls,
  type Db,
  type Executor,
} from '@rampart/db';
import type { TestScript } from '@rampart/contracts';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { loadTestScript } from './test-script-views.ts';

/**
 * Links the organisation's controls to a script inside the caller's transaction. A control
 * already linked keeps its link and takes the new flag. An unknown control is named by its
 * place in the list ("controlIds.2").
 */
export const linkControls = async (
  tx: Executor,
  organizationId: string,
  scriptId: string,
  controlIds: string[],
  isMandatory: boolean,
): Promise<string[]> => {
  const known = await existingControlIds(tx, organizationId, controlIds);
  const missing = controlIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw invalid(`controlIds.${missing}`, 'Control not found');
  const unique = [...new Set(controlIds)];
  const linked = await upsertTestScriptControls(
    tx,
    organizationId,
    unique.map((controlId) => ({ testScriptId: scriptId, controlId, isMandatory })),
  );
  if (!linked) throw notFound('Test script');
  return unique;
};

export const linkTestScriptControls = async ({
  actor,
  scriptId,
  input,
  db,
}: {
  actor: Actor;
  scriptId: string;
  input: { controlIds: string[]; isMandatory: boolean };
  db: Db;
}): Promise<TestScript> =>
  db.transaction(async (tx) => {
    if (!(await findTestScript(tx, actor.organizationId, scriptId))) throw notFound('Test script');
    const controlIds = await linkControls(
      tx,
      actor.organizationId,
      scriptId,
      input.controlIds,
      input.isMandatory,
    );
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'test_script.controls_linked',
      entityType: 'test_script',
      entityId: scriptId,
      after: { controlIds, isMandatory: input.isMandatory },
      requestId: actor.requestId,
    });
    return loadTestScript(tx, actor, scriptId);
  });
