import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { certifications, evidence } from '../schema/index.ts';

export type CertificationRow = typeof certifications.$inferSelect;
export type CertificationRecord = CertificationRow & { evidenceTitle: string | null };

const withEvidence = (db: Executor) =>
  db
    .select({ row: certifications, evidenceTitle: evidence.title })
    .from(certifications)
    .leftJoin(
      evidence,
      and(
        eq(evidence.id, certifications.evidenceId),
        eq(evidence.organizationId, certifications.organizationId),
      ),
    );

const record = (r: { row: CertificationRow; evidenceTitle: string | null }) => ({
  ...r.row,
  evidenceTitle: r.evidenceTitle,
});

export const listCertifications = async (
  db: Executor,
  organizationId: string,
): Promise<CertificationRecord[]> =>
  (
    await withEvidence(db)
      .where(eq(certifications.organizationId, organizationId))
      .orderBy(asc(certifications.name), asc(certifications.id))
  ).map(record);

export const findCertification = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CertificationRecord | null> => {
  const [found] = await withEvidence(db)
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)))
    .limit(1);
  return found ? record(found) : null;
};

export const insertCertification = async (
  db: Executor,
  values: typeof certifications.$inferInsert,
): Promise<void> => {
  await db.insert(certifications).values(values);
};

export const updateCertificationRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Omit<typeof certifications.$inferInsert, 'id' | 'organizationId'>>,
): Promise<void> => {
  await db
    .update(certifications)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)));
};

export const deleteCertificationRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<void> => {
  await db
    .delete(certifications)
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)));
};
