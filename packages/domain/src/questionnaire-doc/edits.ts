// The edit log inside the shared document (§3 Edit operation, Conflict): who last changed which
// question and what it read after their change, kept one minute, so two people who change one
// question within 5 s of each other both see the conflict banner, and Keep Latest can put back
// the latest person's version.
import * as Y from 'yjs';
import type { ConflictResolution } from '@rampart/contracts';
import {
  findConflict,
  markResolved,
  resolveConflict,
  type EditConflict,
  type EditOperation,
} from '../questionnaire/conflicts.ts';
import type { Question } from '../questionnaire/types.ts';
import { restoreQuestion } from './edit.ts';

export const EDITS_KEY = 'edits';
export const RESOLUTIONS_KEY = 'resolutions';
/** Entries older than this are dropped when a new one is written. */
export const EDIT_LOG_KEEP_MS = 60_000;

export type LoggedEdit = {
  id: string;
  userId: string;
  userName: string;
  elementId: string;
  elementType: 'question';
  /** Milliseconds since the epoch, the editor's clock. */
  at: number;
  /** The question as it read after this edit. */
  content: Question;
};

export type Resolution = { by: string; at: number; resolution: ConflictResolution };

const editsOf = (doc: Y.Doc): Y.Array<LoggedEdit> => doc.getArray<LoggedEdit>(EDITS_KEY);
const resolutionsOf = (doc: Y.Doc): Y.Map<Resolution> => doc.getMap<Resolution>(RESOLUTIONS_KEY);

const isLoggedEdit = (value: unknown): value is LoggedEdit => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.userId === 'string' &&
    typeof e.elementId === 'string' &&
    typeof e.at === 'number' &&
    typeof e.content === 'object' &&
    e.content !== null
  );
};

/** Writes an edit and drops the entries (and their resolutions) older than a minute. */
export const recordEdit = (doc: Y.Doc, edit: LoggedEdit, origin?: unknown): void => {
  doc.transact(() => {
    const edits = editsOf(doc);
    const resolutions = resolutionsOf(doc);
    let stale = 0;
    for (const e of edits.toArray()) {
      if (isLoggedEdit(e) && e.at >= edit.at - EDIT_LOG_KEEP_MS) break;
      stale++;
      if (isLoggedEdit(e)) resolutions.delete(e.id);
    }
    if (stale > 0) edits.delete(0, stale);
    edits.push([edit]);
  }, origin);
};

export const loggedEdits = (doc: Y.Doc): LoggedEdit[] =>
  editsOf(doc).toArray().filter(isLoggedEdit);

const asOperation = (edit: LoggedEdit, resolutions: Y.Map<Resolution>): EditOperation => ({
  id: edit.id,
  userId: edit.userId,
  timestamp: new Date(edit.at),
  elementId: edit.elementId,
  elementType: edit.elementType,
  resolved: resolutions.has(edit.id),
});

export type OpenConflict = EditConflict & { edits: LoggedEdit[] };

/**
 * The conflict `userId` is part of, if any: their latest unresolved edit of a question and the
 * unresolved edits by others of the same question within 5 s of it.
 */
export const openConflictFor = (doc: Y.Doc, userId: string): OpenConflict | null => {
  const resolutions = resolutionsOf(doc);
  const edits = loggedEdits(doc);
  const ops = edits.map((e) => asOperation(e, resolutions));
  for (let i = ops.length - 1; i >= 0; i--) {
    const op = ops[i]!;
    if (op.userId !== userId || op.resolved) continue;
    const conflict = findConflict(op, ops);
    if (!conflict) continue;
    return {
      ...conflict,
      edits: edits.filter((e) => conflict.operationIds.includes(e.id)),
    };
  }
  return null;
};

/**
 * Ends a conflict: Merge keeps the document as Yjs merged it; Keep Latest puts back the
 * question as the latest edit left it. Either way its edits are marked resolved for everyone.
 */
export const resolveOpenConflict = (
  doc: Y.Doc,
  conflict: OpenConflict,
  resolution: ConflictResolution,
  userId: string,
  now: Date,
  origin?: unknown,
): void => {
  const ops = conflict.edits.map((e) => asOperation(e, resolutionsOf(doc)));
  const outcome = resolveConflict(ops, resolution, userId, now);
  doc.transact(() => {
    if (resolution === 'accept_last') {
      const latest = conflict.edits.find((e) => e.id === outcome.keptOperationIds[0]);
      if (latest) restoreQuestion(doc, latest.content);
    }
    const resolutions = resolutionsOf(doc);
    for (const op of markResolved(ops, conflict)) {
      if (op.resolved) resolutions.set(op.id, { by: userId, at: now.getTime(), resolution });
    }
  }, origin);
};
