import {
  createVendorBodySchema,
  updateVendorBodySchema,
  type UpdateVendorBody,
} from '@rampart/contracts';
import {
  findVendorsByNames,
  insertVendorEvents,
  insertVendors,
  listMembers,
  lockVendor,
  recordAudits,
  type Db,
  type VendorRow,
} from '@rampart/db';
import {
  failImport,
  headerIndex,
  lineOf,
  readTable,
  type ImportOptions,
  type LineError,
} from '../../platform/spreadsheets/table-file.ts';
import { applyVendorPatch } from './update-vendor.ts';
import {
  COMPUTED_VENDOR_COLUMNS,
  LIST_SEPARATOR,
  VENDOR_COLUMNS,
  type VendorColumn,
} from './vendor-columns.ts';
import type { VendorInput } from './vendor-fields.ts';
import { createdRecords, newVendorRow } from './vendor-writes.ts';

/** Blank cells of these clear the value; a blank text cell is empty text; blank enums keep it. */
const NULLABLE = new Set<VendorColumn>([
  'contractStart',
  'contractEnd',
  'renewalDate',
  'noticePeriodDays',
]);
const TEXT = new Set<VendorColumn>(['name', 'legalName', 'website', 'businessPurpose']);

const cellValue = (key: VendorColumn, text: string): unknown => {
  if (key === 'dataKinds') {
    return text
      .split(LIST_SEPARATOR)
      .map((k) => k.trim())
      .filter(Boolean);
  }
  if (TEXT.has(key)) return text;
  if (text === '') return NULLABLE.has(key) ? null : undefined;
  if (key === 'noticePeriodDays') return Number(text);
  return text;
};

/** A cell the schema would call "expected number, received string", in the form's words. */
const NOT_A_NUMBER = 'Notice period must be a whole number of days';

type Parsed =
  | { line: number; kind: 'create'; input: VendorInput }
  | { line: number; kind: 'update'; before: VendorRow; patch: UpdateVendorBody };

/**
 * Imports vendors from a CSV or XLSX file with the export's columns. A row whose name is a
 * vendor's already (any case) updates it with the columns the file has; other rows create
 * vendors. Every row is checked first and any error refuses the whole file, named by line and
 * column; then everything is written in one transaction. The header is line 1.
 */
export const importVendors = async ({ actor, format, bytes, db }: ImportOptions<Db>) => {
  const now = new Date();
  const table = await readTable(format, bytes);
  const col = headerIndex(table.headers);
  const nameAt = col('name');
  if (nameAt === undefined) {
    return failImport([
      { line: 1, field: 'name', message: 'The header row needs a "name" column' },
    ]);
  }
  const members = await listMembers(db, actor.organizationId);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  const names = table.rows.map((cells) => (cells[nameAt] ?? '').trim());
  // Vendors by lower-cased name; a name two vendors share cannot say which one a row means.
  const existing = new Map<string, VendorRow[]>();
  for (const v of await findVendorsByNames(db, actor.organizationId, names.filter(Boolean))) {
    existing.set(v.name.toLowerCase(), [...(existing.get(v.name.toLowerCase()) ?? []), v]);
  }
  const errors: LineError[] = [];
  const parsed: Parsed[] = [];
  const lineOfName = new Map<string, number>();

  table.rows.forEach((cells, i) => {
    const line = lineOf(table, i);
    const raw: Record<string, unknown> = {};
    for (const key of VENDOR_COLUMNS) {
      const at = col(key);
      if (at === undefined || COMPUTED_VENDOR_COLUMNS.has(key) || key === 'ownerEmail') continue;
      const value = cellValue(key, (cells[at] ?? '').trim());
      if (Number.isNaN(value)) errors.push({ line, field: key, message: NOT_A_NUMBER });
      else raw[key] = value;
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
    const key = names[i]!.toLowerCase();
    if (key && lineOfName.has(key)) {
      errors.push({
        line,
        field: 'name',
        message: `${names[i]} is also on line ${lineOfName.get(key)}`,
      });
    }
    if (key) lineOfName.set(key, line);
    const matches = existing.get(key) ?? [];
    if (matches.length > 1) {
      errors.push({
        line,
        field: 'name',
        message: `${matches.length} vendors are called ${names[i]}: rename one before importing`,
      });
    }
    const before = matches[0];
    const result = (before ? updateVendorBodySchema : createVendorBodySchema).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({ line, field: String(issue.path[0] ?? 'row'), message: issue.message });
      }
      return;
    }
    if (before) parsed.push({ line, kind: 'update', before, patch: result.data });
    else parsed.push({ line, kind: 'create', input: result.data as VendorInput });
  });
  if (errors.length > 0) failImport(errors.sort((a, b) => a.line - b.line));

  return db.transaction(async (tx) => {
    const created = await insertVendors(
      tx,
      parsed.flatMap((p) => (p.kind === 'create' ? [newVendorRow(actor, p.input, now)] : [])),
    );
    const records = created.map((row) => createdRecords(actor, row, now));
    await insertVendorEvents(
      tx,
      records.map((r) => r.event),
    );
    await recordAudits(
      tx,
      records.map((r) => r.audit),
    );
    let updated = 0;
    for (const p of parsed) {
      if (p.kind !== 'update') continue;
      // The row as it is now, locked: the file was checked against a read made before the
      // transaction, and another request may have renamed or deleted the vendor since.
      const current = await lockVendor(tx, actor.organizationId, p.before.id);
      if (!current || current.name.toLowerCase() !== p.before.name.toLowerCase()) {
        failImport([
          {
            line: p.line,
            field: 'name',
            message: `${p.before.name} was renamed or deleted while the file was imported`,
          },
        ]);
      }
      if (await applyVendorPatch(tx, actor, current!, p.patch, now)) updated += 1;
    }
    return {
      created: created.length,
      updated,
      unchanged: parsed.length - created.length - updated,
    };
  });
};
