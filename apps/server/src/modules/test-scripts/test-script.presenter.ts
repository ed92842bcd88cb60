import type { TestScript, TestScriptControl, TestScriptExecution } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import type { LinkedControlRow, TestScriptExecutionRow, TestScriptRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

export type ExecutionStats = { count: number; lastExecutedAt: Date | null };

export const presentTestScript = (
  row: TestScriptRow,
  controls: LinkedControlRow[],
  stats: ExecutionStats,
  actor: Actor,
): TestScript => {
  const canWrite = hasPermission(actor.permissions, 'tests:write');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    steps: row.steps.map(({ id, instruction, expectedResult }) => ({
      id,
      instruction,
      expectedResult,
    })),
    controls: controls.map(({ controlId, title, isMandatory }) => ({
      controlId,
      title,
      isMandatory,
    })),
    executionCount: stats.count,
    lastExecutedAt: stats.lastExecutedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: canWrite, delete: canWrite, execute: canWrite },
  };
};

export const presentLinkedControl = (row: LinkedControlRow): TestScriptControl => ({
  controlId: row.controlId,
  title: row.title,
  type: row.type,
  status: row.status,
  isMandatory: row.isMandatory,
});

export const presentExecution = (
  row: TestScriptExecutionRow,
  executedByName: string | null,
): TestScriptExecution => ({
  id: row.id,
  testScriptId: row.testScriptId,
  controlId: row.controlId,
  stepResults: row.stepResults,
  result: row.result as TestScriptExecution['result'],
  notes: row.notes,
  executedBy: row.executedBy ? { id: row.executedBy, name: executedByName ?? '' } : null,
  executedAt: row.executedAt.toISOString(),
});
