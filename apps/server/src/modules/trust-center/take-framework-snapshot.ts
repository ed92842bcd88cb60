import type { TrustFrameworkSnapshot } from '@rampart/contracts';
import {
  findFramework,
  listFrameworkSnapshots,
  recordAudit,
  saveFrameworkSnapshot,
  touchTrustCenter,
  type Db,
  type Executor,
  type FrameworkSnapshotRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { frameworkStatus } from '../frameworks/framework-status.ts';

export const presentFrameworkSnapshot = (row: FrameworkSnapshotRow): TrustFrameworkSnapshot => ({
  frameworkId: row.frameworkId,
  frameworkName: row.frameworkName,
  frameworkVersion: row.frameworkVersion,
  takenAt: row.takenAt.toISOString(),
  summary: row.summary,
});

/**
 * Freezes a tracked framework's status for the trust centre (issue 24 point 1): the summary and,
 * per requirement, its code, title, group and status. Never its evidence, notes or controls.
 * Inside the caller's transaction; an audit entry says who took it.
 */
export const freezeFramework = async (
  tx: Executor,
  actor: Actor,
  frameworkId: string,
  now: Date,
): Promise<FrameworkSnapshotRow> => {
  const found = await findFramework(tx, actor.organizationId, frameworkId);
  if (!found || !found.selected) throw notFound('Framework');
  const { requirements, summary } = await frameworkStatus(
    tx,
    actor.organizationId,
    frameworkId,
    now,
  );
  await saveFrameworkSnapshot(tx, {
    organizationId: actor.organizationId,
    frameworkId,
    frameworkName: found.framework.name,
    frameworkVersion: found.framework.version,
    summary,
    requirements: requirements.map((r) => ({
      code: r.code,
      title: r.title,
      group: r.groupTitle ?? '',
      status: r.status,
    })),
    takenAt: now,
    takenBy: actor.userId,
  });
  await touchTrustCenter(tx, actor.organizationId, now);
  await recordAudit(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action: 'trust_framework.snapshot_taken',
    entityType: 'trust_framework',
    entityId: frameworkId,
    before: null,
    after: { percentMet: summary.percentMet, total: summary.total },
    requestId: actor.requestId,
  });
  const rows = await listFrameworkSnapshots(tx, actor.organizationId);
  return rows.find((r) => r.frameworkId === frameworkId)!;
};

/** Takes a new snapshot of a framework's status, replacing the one the page shows. */
export const takeFrameworkSnapshot = ({
  actor,
  frameworkId,
  db,
  now = new Date(),
}: {
  actor: Actor;
  frameworkId: string;
  db: Db;
  now?: Date;
}): Promise<TrustFrameworkSnapshot> =>
  db.transaction(async (tx) =>
    presentFrameworkSnapshot(await freezeFramework(tx, actor, frameworkId, now)),
  );

/** The snapshots taken, by framework name. */
export const listFrameworkSnapshotsFor = async (
  db: Executor,
  actor: Actor,
): Promise<TrustFrameworkSnapshot[]> =>
  (await listFrameworkSnapshots(db, actor.organizationId)).map(presentFrameworkSnapshot);
