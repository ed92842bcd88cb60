import {
  createControlBodySchema,
  updateControlBodySchema,
  type CreateControlBody,
  type UpdateControlBody,
} from '@rampart/contracts';
import { findControlsByIds, listMembers, type Db } from '@rampart/db';
import { createControlsIn } from '../controls/create-controls.ts';
import { updateControlsIn } from '../controls/update-controls.ts';
import { COMPUTED_CONTROL_COLUMNS, CONTROL_COLUMNS, PERCENT_DIGITS } from './control-columns.ts';
import {
  failImport as fail,
  lineOf,
  readTitledTable,
  type ImportOptions,
  type LineError,
} from '../../platform/spreadsheets/table-file.ts';

/** Blank cells of these clear the value; blank enums keep it (or take the default). */
const NULLABLE = new Set([
  'category',
  'owner',
  'lastTestDate',
  'nextTestDate',
  'priority',
  'estimatedHours',
]);
/** A re-imported percentage within this of the stored fraction counts as unchanged. */
const SAME_FRACTION = 10 ** -(PERCENT_DIGITS + 1);

const cellValue = (key: string, text: string): unknown => {
  if (key === 'frameworks')
    return text
      .split(';')
      .map((f) => f.trim())
      .filter(Boolean);
  if (key === 'title' || key === 'description') return text;
  if (text === '') return NULLABLE.has(key) || key === 'effectivenessPercent' ? null : undefined;
  if (
    key === 'effectivenessPercent' ||
    key === 'implementationProgress' ||
    key === 'estimatedHours'
  ) {
    const n = Number(text.replace(/%$/, ''));
    return Number.isFinite(n) ? n : text;
  }
  return text;
};

/**
 * Imports controls from a CSV or XLSX file: a row with the id of an existing control updates it
 * (only the columns the file has), a row without an id creates one. Every row is checked first;
 * any error stops the whole import, which then runs in one transaction. The header is line 1.
 */
export const importControls = async ({ actor, format, bytes, db }: ImportOptions<Db>) => {
  const { table, col } = await readTitledTable(format, bytes);
  const members = await listMembers(db, actor.organizationId);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  const errors: LineError[] = [];
  const creates: { line: number; input: CreateControlBody }[] = [];
  const updates: { line: number; id: string; patch: UpdateControlBody }[] = [];
  const lineOfId = new Map<string, number>();

  table.rows.forEach((cells, i) => {
    const line = lineOf(table, i);
    const raw: Record<string, unknown> = {};
    for (const key of CONTROL_COLUMNS) {
      const at = col(key);
      if (at === undefined || COMPUTED_CONTROL_COLUMNS.has(key)) continue;
      if (key === 'id' || key === 'ownerEmail') continue;
      raw[key] = cellValue(key, (cells[at] ?? '').trim());
    }
    const emailAt = col('ownerEmail');
    const email = emailAt === undefined ? '' : (cells[emailAt] ?? '').trim().toLowerCase();
    if (email && !byEmail.has(email)) {
      errors.push({
        line,
        field: 'ownerEmail',
        message: `${email} is not a member of this organisation`,
      });
    } else if (emailAt !== undefined) {
      raw.ownerUserId = email ? byEmail.get(email) : null;
    }
    const idAt = col('id');
    const id = idAt === undefined ? '' : (cells[idAt] ?? '').trim();
    if (id && lineOfId.has(id)) {
      errors.push({ line, field: 'id', message: `${id} is also on line ${lineOfId.get(id)}` });
    }
    if (id) lineOfId.set(id, line);
    const parsed = (id ? updateControlBodySchema : createControlBodySchema).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ line, field: issue.path.join('.') || 'row', message: issue.message });
      }
      return;
    }
    if (id) updates.push({ line, id, patch: parsed.data });
    else creates.push({ line, input: parsed.data as CreateControlBody });
  });

  const current = new Map(
    (
      await findControlsByIds(
        db,
        actor.organizationId,
        updates.map((u) => u.id),
      )
    ).map((c) => [c.id, c]),
  );
  for (const u of updates) {
    const before = current.get(u.id);
    if (!before) {
      errors.push({ line: u.line, field: 'id', message: `Control ${u.id} not found` });
      continue;
    }
    // An unchanged percentage is left out, so a band set by a completed test is kept.
    const pct = u.patch.effectivenessPercent;
    const same =
      pct === null
        ? before.effectiveness === null
        : pct !== undefined &&
          before.effectiveness !== null &&
          Math.abs(pct / 100 - before.effectiveness) < SAME_FRACTION;
    if (same) delete u.patch.effectivenessPercent;
  }
  if (errors.length > 0) fail(errors.sort((a, b) => a.line - b.line));

  return db.transaction(async (tx) => {
    const created = await createControlsIn(tx, { actor, inputs: creates.map((c) => c.input) });
    const updated = await updateControlsIn(tx, {
      actor,
      updates: updates.map((u) => ({ id: u.id, patch: u.patch })),
    });
    return { created: created.length, updated: updated.length };
  });
};
