import { existingControlIds, findRisks, lockRisks, mappingsForRisks, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { addMappingsIn } from '../mappings/map-controls.ts';
import { unmapControlsIn } from '../mappings/unmap-control.ts';
import { updateMappingsIn } from '../mappings/update-mappings.ts';
import { MATRIX_ID_ROW_LABEL } from './rcsa-matrix.ts';
import {
  failImport,
  lineOf,
  readTable,
  type LineError,
} from '../../platform/spreadsheets/table-file.ts';

const fail = (errors: LineError[]): never => failImport(errors, 'Nothing was changed.');
const FIRST_CONTROL_COLUMN = 4;

/**
 * Applies an edited RCSA matrix workbook (as exported): each filled cell is a mapping with that
 * effectiveness in percent, each blank cell no mapping. Only the risks and controls in the sheet
 * are touched; everything is checked first and applied in one transaction.
 */
export const importMatrix = async ({
  actor,
  bytes,
  db,
}: {
  actor: Actor;
  bytes: Buffer;
  db: Db;
}) => {
  const table = await readTable('xlsx', bytes);
  const org = actor.organizationId;
  const [idRow, ...riskRows] = table.rows;
  if (!idRow || idRow[0]?.trim() !== MATRIX_ID_ROW_LABEL) {
    fail([
      {
        line: lineOf(table, 0),
        field: 'Control ID',
        message: `Line 2 must start with "${MATRIX_ID_ROW_LABEL}" and hold the control ids`,
      },
    ]);
  }
  const controlIds = idRow!.slice(FIRST_CONTROL_COLUMN).map((c) => c.trim());
  const errors: LineError[] = [];
  const knownControls = await existingControlIds(db, org, controlIds.filter(Boolean));
  controlIds.forEach((id, i) => {
    if (!knownControls.has(id)) {
      errors.push({
        line: lineOf(table, 0),
        field: table.headers[FIRST_CONTROL_COLUMN + i] ?? `column ${FIRST_CONTROL_COLUMN + i + 1}`,
        message: `Control ${id || '(blank)'} not found`,
      });
    }
  });
  const riskIds = riskRows.map((r) => (r[0] ?? '').trim());
  const knownRisks = new Set((await findRisks(db, org, riskIds.filter(Boolean))).map((r) => r.id));
  const desired = new Map<string, number>();
  riskRows.forEach((row, r) => {
    // Row 0 of the data is the control-id line; risk rows follow it.
    const line = lineOf(table, r + 1);
    const riskId = riskIds[r]!;
    if (!knownRisks.has(riskId))
      errors.push({ line, field: 'Risk ID', message: `Risk ${riskId || '(blank)'} not found` });
    controlIds.forEach((controlId, c) => {
      const text = (row[FIRST_CONTROL_COLUMN + c] ?? '').trim().replace(/%$/, '');
      if (text === '') return;
      const pct = Number(text);
      if (!Number.isFinite(pct) || pct < 0 || pct > 100) {
        errors.push({
          line,
          field: table.headers[FIRST_CONTROL_COLUMN + c] ?? controlId,
          message: 'Effectiveness must be a percentage from 0 to 100',
        });
        return;
      }
      desired.set(`${riskId}|${controlId}`, pct / 100);
    });
  });
  if (errors.length > 0) fail(errors);

  const inSheet = new Set(controlIds);
  const current = new Map(
    (await mappingsForRisks(db, org, riskIds))
      .filter((m) => inSheet.has(m.controlId))
      .map((m) => [`${m.riskId}|${m.controlId}`, m.effectiveness]),
  );
  const creates = [...desired].filter(([k]) => !current.has(k));
  const updates = [...desired].filter(
    ([k, v]) => current.has(k) && Math.abs(current.get(k)! - v) > 1e-6,
  );
  const deletes = [...current.keys()].filter((k) => !desired.has(k));
  const split = (k: string) => {
    const [riskId, controlId] = k.split('|') as [string, string];
    return { riskId, controlId };
  };

  // Each kind of change is one batch: a constant number of statements for any sheet.
  await db.transaction(async (tx) => {
    // Every risk the sheet touches, locked at once in id order: the three batches below each
    // recompute residuals, and locking risk by risk in between could deadlock with a bulk edit.
    const touched = [...creates, ...updates].map(([k]) => k).concat(deletes);
    await lockRisks(tx, actor.organizationId, [...new Set(touched.map((k) => split(k).riskId))]);
    await addMappingsIn(
      tx,
      actor,
      creates.map(([k, effectiveness]) => ({ ...split(k), effectiveness })),
    );
    if (updates.length > 0) {
      await updateMappingsIn(tx, {
        actor,
        updates: updates.map(([k, effectiveness]) => ({ ...split(k), effectiveness })),
      });
    }
    if (deletes.length > 0) await unmapControlsIn(tx, { actor, pairs: deletes.map(split) });
  });
  return { created: creates.length, updated: updates.length, deleted: deletes.length };
};
