import {
  deleteTestScriptControls,
  findTestScript,
  linkedControlsByScript,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { TestScript } from '@rampart/contracts';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { loadTestScript } from './test-script-views.ts';

/** Unlinks all the controls or none: one not linked is named by its place ("controlIds.1"). */
export const unlinkTestScriptControls = async ({
  actor,
  scriptId,
  controlIds,
  db,
}: {
  actor: Actor;
  scriptId: string;
  controlIds: string[];
  db: Db;
}): Promise<TestScript> =>
  db.transaction(async (tx) => {
    const org = actor.organizationId;
    if (!(await findTestScript(tx, org, scriptId))) throw notFound('Test script');
    const linked = (await linkedControlsByScript(tx, org, [scriptId])).get(scriptId) ?? [];
    const flags = new Map(linked.map((c) => [c.controlId, c.isMandatory]));
    const missing = controlIds.findIndex((id) => !flags.has(id));
    if (missing >= 0) {
      throw invalid(`controlIds.${missing}`, 'This control is not linked to the test script');
    }
    const removed = await deleteTestScriptControls(tx, org, scriptId, [...new Set(controlIds)]);
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'test_script.controls_unlinked',
      entityType: 'test_script',
      entityId: scriptId,
      before: {
        controls: removed.map((r) => ({ controlId: r.controlId, isMandatory: r.isMandatory })),
      },
      requestId: actor.requestId,
    });
    return loadTestScript(tx, actor, scriptId);
  });
