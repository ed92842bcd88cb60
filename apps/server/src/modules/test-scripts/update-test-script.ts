import type { UpdateTestScriptBody } from '@rampart/contracts';
import {
  findTestScript,
  recordAudit,
  updateTestScriptRow,
  type Db,
  type TestScriptRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { assignStepIds, testScriptSnapshot } from './test-script-fields.ts';

export const updateTestScript = async ({
  actor,
  id,
  patch,
  db,
}: {
  actor: Actor;
  id: string;
  patch: UpdateTestScriptBody;
  db: Db;
}): Promise<TestScriptRow> =>
  db.transaction(async (tx) => {
    const before = await findTestScript(tx, actor.organizationId, id);
    if (!before) throw notFound('Test script');
    const after = await updateTestScriptRow(tx, actor.organizationId, id, {
      title: patch.title,
      description: patch.description,
      steps: patch.steps ? assignStepIds(patch.steps, before.steps) : undefined,
    });
    if (!after) throw notFound('Test script');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'test_script.updated',
      entityType: 'test_script',
      entityId: id,
      before: testScriptSnapshot(before),
      after: testScriptSnapshot(after),
      requestId: actor.requestId,
    });
    return after;
  });
