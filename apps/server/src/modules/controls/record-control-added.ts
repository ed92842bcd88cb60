import { recordAudit, type ControlRow, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { controlSnapshot } from './control-fields.ts';

type Options = {
  actor: Actor;
  control: ControlRow;
  /** `control.adopted` from the library, `control.created` otherwise. */
  action: 'control.created' | 'control.adopted';
  /** What the adding module tells about the control's origin, recorded beside its fields. */
  origin: Record<string, unknown>;
};

/**
 * Records a control that another module added to the register (adopted from the library,
 * applied from an AI generation), inside the caller's transaction: the same auditable fields the
 * register's own changes record, followed by the caller's account of where it came from.
 */
export const recordControlAdded = (
  tx: Executor,
  { actor, control, action, origin }: Options,
): Promise<void> =>
  recordAudit(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action,
    entityType: 'control',
    entityId: control.id,
    after: { ...controlSnapshot(control), ...origin },
    requestId: actor.requestId,
  });
