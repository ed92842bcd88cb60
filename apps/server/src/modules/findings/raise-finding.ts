import {
  insertFinding,
  newId,
  recordAudit,
  type Executor,
  type FindingRow,
  type NewFindingRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { findingSnapshot } from './finding-fields.ts';

type Options = {
  actor: Actor;
  /** What the raising module says: the finding's text, severity, owner, vendor, key and time. */
  finding: Pick<
    NewFindingRow,
    | 'title'
    | 'description'
    | 'severity'
    | 'ownerUserId'
    | 'vendorId'
    | 'findingKey'
    | 'createdAt'
    | 'updatedAt'
  >;
  /** What the raising module tells about the finding's origin, recorded beside its fields. */
  origin: Record<string, unknown>;
};

/**
 * Opens a finding that another module raised (on a questionnaire answer), inside the caller's
 * transaction: the finding, open, and its `finding.created` audit with the same auditable fields
 * the findings' own changes record, its vendor, and the caller's account of its origin.
 */
export const raiseFindingIn = async (
  tx: Executor,
  organizationId: string,
  { actor, finding, origin }: Options,
): Promise<FindingRow> => {
  const row = await insertFinding(tx, {
    id: newId('fnd'),
    organizationId,
    ...finding,
    status: 'open',
    createdBy: actor.userId,
  });
  await recordAudit(tx, {
    organizationId,
    actorId: actor.userId,
    action: 'finding.created',
    entityType: 'finding',
    entityId: row.id,
    after: { ...findingSnapshot(row), vendorId: row.vendorId, ...origin },
    requestId: actor.requestId,
  });
  return row;
};
