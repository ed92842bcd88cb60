// §4 Collaborative editing: when two people's edits to one question collide, and how it ends.
import { COLLABORATION_LIMITS, type ConflictResolution } from '@rampart/contracts';

export type EditOperation = {
  id: string;
  userId: string;
  timestamp: Date;
  /** The question (or section) edited. */
  elementId: string;
  elementType: 'questionnaire' | 'section' | 'question';
  resolved: boolean;
};

export type EditConflict = {
  type: 'concurrent_edit';
  elementId: string;
  /** The new edit first, then those it collides with. */
  operationIds: string[];
  affectedUsers: string[];
};

/**
 * An edit conflicts with each unresolved edit of the same element by someone else made within
 * the conflict window (5 s) of it, either side (clocks of two browsers differ a little).
 * Exactly 5 s apart still conflicts; 5.001 s does not.
 */
export const findConflict = (
  op: EditOperation,
  recent: readonly EditOperation[],
): EditConflict | null => {
  const clashing = recent.filter(
    (o) =>
      o.id !== op.id &&
      o.elementId === op.elementId &&
      o.userId !== op.userId &&
      !o.resolved &&
      Math.abs(op.timestamp.getTime() - o.timestamp.getTime()) <=
        COLLABORATION_LIMITS.conflictWindowMs,
  );
  if (clashing.length === 0) return null;
  return {
    type: 'concurrent_edit',
    elementId: op.elementId,
    operationIds: [op.id, ...clashing.map((o) => o.id)],
    affectedUsers: [...new Set([op.userId, ...clashing.map((o) => o.userId)])],
  };
};

export type ConflictOutcome = {
  resolution: ConflictResolution;
  /** Edits that stand: all of them on Merge, the latest on Keep Latest. */
  keptOperationIds: string[];
  /** Edits to be undone (Keep Latest only). */
  discardedOperationIds: string[];
  resolvedBy: string;
  resolvedAt: Date;
};

/**
 * Merge (accept_all) keeps every edit, as the shared document already merged them; Keep
 * Latest (accept_last) keeps the edit with the latest time (the later one listed on a tie).
 */
export const resolveConflict = (
  operations: readonly EditOperation[],
  resolution: ConflictResolution,
  resolvedBy: string,
  now: Date,
): ConflictOutcome => {
  const ids = operations.map((o) => o.id);
  if (resolution === 'accept_all' || operations.length === 0) {
    return {
      resolution,
      keptOperationIds: ids,
      discardedOperationIds: [],
      resolvedBy,
      resolvedAt: now,
    };
  }
  const latest = operations.reduce((a, b) =>
    b.timestamp.getTime() >= a.timestamp.getTime() ? b : a,
  );
  return {
    resolution,
    keptOperationIds: [latest.id],
    discardedOperationIds: ids.filter((id) => id !== latest.id),
    resolvedBy,
    resolvedAt: now,
  };
};

/** Marks the conflict's edits resolved, so they no longer collide with anything. */
export const markResolved = (
  ops: readonly EditOperation[],
  conflict: EditConflict,
): EditOperation[] =>
  ops.map((o) => (conflict.operationIds.includes(o.id) ? { ...o, resolved: true } : o));
