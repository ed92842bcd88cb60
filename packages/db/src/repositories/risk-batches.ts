import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { risks } from '../schema/index.ts';
import { anyOf, fromValues, jsonRows } from './batch.ts';
import type { RiskRow } from './risks.ts';

/** Everything a risk update may change; the keys, the creator and the timestamps are kept. */
const WRITABLE = Object.keys(getTableColumns(risks)).filter(
  (k) => !['id', 'organizationId', 'createdBy', 'createdAt', 'updatedAt'].includes(k),
) as (keyof RiskRow)[];

/**
 * The organisation's risks among the ids, locked for the rest of the transaction: a batch
 * update computes new rows from these, so nothing may change them in between. Locked in id
 * order, so two overlapping batches cannot deadlock; `no key update`, so rows that only
 * reference a risk (mappings, tests, evidence) can still be added meanwhile.
 */
export const lockRisks = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(risks)
        .where(and(eq(risks.organizationId, organizationId), anyOf(risks.id, ids)))
        .orderBy(asc(risks.id))
        .for('no key update');

/**
 * Writes the new state of many of the organisation's risks in one statement (complete rows, as
 * computed from `lockRisks`) and returns them as stored.
 */
export const updateRiskRows = async (
  db: Executor,
  organizationId: string,
  rows: RiskRow[],
): Promise<RiskRow[]> =>
  rows.length === 0
    ? []
    : db
        .update(risks)
        .set({ ...fromValues(risks, WRITABLE), updatedAt: new Date() })
        .from(sql`${jsonRows(risks, ['id', ...WRITABLE], rows)} as v`)
        .where(and(eq(risks.organizationId, organizationId), sql`${risks.id} = v.id`))
        .returning(getTableColumns(risks));
