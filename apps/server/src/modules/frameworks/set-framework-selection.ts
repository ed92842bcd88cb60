import {
  recordAudit,
  selectFramework,
  unselectFramework,
  type Db,
  type Executor,
} from '@rampart/db';
import type { FrameworkSummary } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { frameworkStatus } from './framework-status.ts';
import { visibleFramework } from './visible-framework.ts';

/**
 * Tracks or stops tracking a framework inside the caller's transaction, audited when it
 * changed anything (tracking twice is not an event).
 */
export const changeFrameworkSelection = async (
  tx: Executor,
  actor: Actor,
  frameworkId: string,
  selected: boolean,
): Promise<void> => {
  await visibleFramework(tx, actor.organizationId, frameworkId);
  const changed = selected
    ? await selectFramework(tx, actor.organizationId, frameworkId, actor.userId)
    : await unselectFramework(tx, actor.organizationId, frameworkId);
  if (!changed) return;
  await recordAudit(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action: selected ? 'framework.selected' : 'framework.unselected',
    entityType: 'framework',
    entityId: frameworkId,
    requestId: actor.requestId,
  });
};

/** Tracks (or stops tracking) a framework; answers with it and, when tracked, its summary. */
export const setFrameworkSelection = async ({
  db,
  actor,
  frameworkId,
  selected,
}: {
  db: Db;
  actor: Actor;
  frameworkId: string;
  selected: boolean;
}): Promise<{
  row: Awaited<ReturnType<typeof visibleFramework>>;
  summary: FrameworkSummary | null;
}> =>
  db.transaction(async (tx) => {
    await changeFrameworkSelection(tx, actor, frameworkId, selected);
    const row = await visibleFramework(tx, actor.organizationId, frameworkId);
    const summary = selected
      ? (await frameworkStatus(tx, actor.organizationId, frameworkId)).summary
      : null;
    return { row, summary };
  });
