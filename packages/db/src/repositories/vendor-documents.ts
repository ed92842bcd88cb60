import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { evidence, users } from '../schema/index.ts';
import type { EvidenceRecord } from './evidence.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

/**
 * A vendor's documents: the evidence stored with its vendor_id (SOC 2 reports, certificates,
 * DPAs), newest first.
 */
export const listVendorDocuments = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
  q: PageQuery,
): Promise<{ rows: EvidenceRecord[]; total: number; nextCursor: string | null }> => {
  const where = and(eq(evidence.organizationId, organizationId), eq(evidence.vendorId, vendorId));
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...getTableColumns(evidence), uploaderName: users.name })
      .from(evidence)
      .leftJoin(users, eq(users.id, evidence.uploadedBy))
      .where(where)
      .orderBy(desc(evidence.createdAt), desc(evidence.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(evidence).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};
