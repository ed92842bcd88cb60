import { createRiskBodySchema, type CreateRiskBody } from '@rampart/contracts';
import { findRisks, listMembers, type Db } from '@rampart/db';
import { createRisksIn } from '../risks/create-risks.ts';
import { updateRisksIn } from '../risks/update-risks.ts';
import { COMPUTED_RISK_COLUMNS, RISK_COLUMNS } from './risk-columns.ts';
import {
  failImport as fail,
  lineOf,
  readTitledTable,
  type ImportOptions,
  type LineError,
} from '../../platform/spreadsheets/table-file.ts';

const NULLABLE = new Set(['owner', 'lastAssessed', 'nextReview']);

/**
 * Imports risks from a CSV or XLSX file: a row with the id of an existing risk updates it, a row
 * without an id creates one. Every row is checked first; any error stops the whole import, which
 * then runs in one transaction. Lines are numbered as in the file (the header is line 1).
 */
export const importRisks = async ({ actor, format, bytes, db }: ImportOptions<Db>) => {
  const { table, col } = await readTitledTable(format, bytes);
  const members = await listMembers(db, actor.organizationId);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  const errors: LineError[] = [];
  const creates: { line: number; input: CreateRiskBody }[] = [];
  const updates: { line: number; id: string; input: CreateRiskBody }[] = [];

  table.rows.forEach((cells, i) => {
    const line = lineOf(table, i);
    const raw: Record<string, unknown> = {};
    for (const key of RISK_COLUMNS) {
      const at = col(key);
      if (
        at === undefined ||
        COMPUTED_RISK_COLUMNS.has(key) ||
        key === 'id' ||
        key === 'ownerEmail'
      )
        continue;
      const text = (cells[at] ?? '').trim();
      if (key === 'frameworks')
        raw[key] = text
          ? text
              .split(';')
              .map((f) => f.trim())
              .filter(Boolean)
          : [];
      else if (text === '') raw[key] = NULLABLE.has(key) ? null : undefined;
      else raw[key] = text;
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
    const parsed = createRiskBodySchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ line, field: issue.path.join('.') || 'row', message: issue.message });
      }
      return;
    }
    const idAt = col('id');
    const id = idAt === undefined ? '' : (cells[idAt] ?? '').trim();
    if (id) updates.push({ line, id, input: parsed.data });
    else creates.push({ line, input: parsed.data });
  });

  const known = new Set(
    (
      await findRisks(
        db,
        actor.organizationId,
        updates.map((u) => u.id),
      )
    ).map((r) => r.id),
  );
  for (const u of updates) {
    if (!known.has(u.id))
      errors.push({ line: u.line, field: 'id', message: `Risk ${u.id} not found` });
  }
  if (errors.length > 0) fail(errors.sort((a, b) => a.line - b.line));

  return db.transaction(async (tx) => {
    const created = await createRisksIn(tx, { actor, inputs: creates.map((c) => c.input) });
    const updated = await updateRisksIn(tx, {
      actor,
      updates: updates.map((u) => ({ id: u.id, patch: u.input })),
    });
    return { created: created.length, updated: updated.length };
  });
};
