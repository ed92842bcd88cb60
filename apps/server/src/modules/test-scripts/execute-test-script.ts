import type { ExecuteTestScriptBody } from '@rampart/contracts';
import { bandFromTest } from '@rampart/domain';
import {
  findTestScript,
  insertTestScriptExecution,
  linkedControlsByScript,
  newId,
  recordAudit,
  recordScriptedControlTest,
  riskIdsForControls,
  type Db,
  type TestScriptExecutionRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import { recomputeResidual } from '../risks/recompute-residual.ts';
import { executionResult, measuredEffectiveness, orderedStepResults } from './execution-outcome.ts';

/**
 * Records a run of the script. Run against a linked control, it is also a completed test of
 * that control: the test, the control's last test date, effectiveness and band change in the
 * same transaction.
 */
export const executeTestScript = async ({
  actor,
  scriptId,
  input,
  db,
}: {
  actor: Actor;
  scriptId: string;
  input: ExecuteTestScriptBody;
  db: Db;
}): Promise<TestScriptExecutionRow> =>
  db.transaction(async (tx) => {
    const org = actor.organizationId;
    const script = await findTestScript(tx, org, scriptId);
    if (!script) throw notFound('Test script');
    const stepResults = orderedStepResults(script.steps, input.stepResults);
    const outcomes = stepResults.map((r) => r.outcome);
    const result = executionResult(outcomes);
    const effectiveness = input.effectiveness ?? measuredEffectiveness(outcomes);
    const { controlId } = input;
    if (controlId) {
      const linked = (await linkedControlsByScript(tx, org, [scriptId])).get(scriptId) ?? [];
      if (!linked.some((c) => c.controlId === controlId)) {
        throw invalid('controlId', 'This control is not linked to the test script');
      }
      if (effectiveness === null) {
        throw invalid('effectiveness', 'Every step was skipped: give the effectiveness measured');
      }
    }

    const execution = await insertTestScriptExecution(tx, {
      id: newId('tsx'),
      organizationId: org,
      testScriptId: scriptId,
      controlId: controlId ?? null,
      stepResults,
      result,
      notes: input.notes ?? null,
      executedBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'test_script.executed',
      entityType: 'test_script',
      entityId: scriptId,
      after: { executionId: execution.id, controlId: controlId ?? null, result, stepResults },
      requestId: actor.requestId,
    });

    if (controlId && effectiveness !== null) {
      const recorded = await recordScriptedControlTest(tx, {
        id: newId('ctt'),
        organizationId: org,
        controlId,
        result,
        effectiveness,
        effectivenessBand: bandFromTest(effectiveness),
        notes: input.notes ?? null,
        testedAt: execution.executedAt,
        testedBy: actor.userId,
        testScriptExecutionId: execution.id,
      });
      if (!recorded) throw notFound('Control');
      // The control's operating effectiveness changed: so did the residual of its risks.
      await recomputeResidual(tx, org, await riskIdsForControls(tx, org, [controlId]));
      await recordAudit(tx, {
        organizationId: org,
        actorId: actor.userId,
        action: 'control.test_completed',
        entityType: 'control',
        entityId: controlId,
        before: recorded.before,
        after: {
          ...recorded.after,
          test: {
            id: recorded.test.id,
            result,
            effectiveness,
            testScriptExecutionId: execution.id,
          },
        },
        requestId: actor.requestId,
      });
    }
    return execution;
  });
