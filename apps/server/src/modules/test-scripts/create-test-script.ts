import type { CreateTestScriptBody } from '@rampart/contracts';
import { insertTestScript, newId, recordAudit, type Db, type TestScriptRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { linkControls } from './link-test-script-controls.ts';
import { assignStepIds, testScriptSnapshot } from './test-script-fields.ts';

/** Creates a script with server-assigned step ids, and links its controls, all or nothing. */
export const createTestScript = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateTestScriptBody;
  db: Db;
}): Promise<TestScriptRow> =>
  db.transaction(async (tx) => {
    const script = await insertTestScript(tx, {
      id: newId('tsc'),
      organizationId: actor.organizationId,
      title: input.title,
      description: input.description,
      steps: assignStepIds(input.steps),
      createdBy: actor.userId,
    });
    const controlIds = input.controlIds
      ? await linkControls(tx, actor.organizationId, script.id, input.controlIds, input.isMandatory)
      : [];
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'test_script.created',
      entityType: 'test_script',
      entityId: script.id,
      after: { ...testScriptSnapshot(script), controlIds, isMandatory: input.isMandatory },
      requestId: actor.requestId,
    });
    return script;
  });
