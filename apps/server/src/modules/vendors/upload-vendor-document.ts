import { z } from 'zod';
import { calendarDate, vendorDocumentTypeSchema } from '@rampart/contracts';
import {
  insertVendorEvents,
  newId,
  vendorExistsInOrg,
  type Db,
  type EvidenceRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import { uploadEvidence } from '../evidence/upload-evidence.ts';

/** Multipart fields arrive as strings; an empty one means "not given". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** The text fields of a vendor document upload (the file travels in the `file` part). */
export const vendorDocumentFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title is at most 200 characters'),
    description: z.string().max(10_000, 'Description is at most 10,000 characters').default(''),
    documentType: blankAsAbsent(vendorDocumentTypeSchema.optional()),
    issuedAt: blankAsAbsent(calendarDate().optional()),
    expiresAt: blankAsAbsent(calendarDate().optional()),
  })
  .refine((v) => !v.issuedAt || !v.expiresAt || v.expiresAt >= v.issuedAt, {
    message: 'The expiry date must be on or after the issue date',
    path: ['expiresAt'],
  });

/**
 * Stores a vendor's document (a SOC 2 report, a certificate, a DPA) as evidence linked to the
 * vendor, through the evidence upload: the same type checks and storage, with a
 * 'document_added' entry on the vendor's timeline in the same transaction.
 */
export const uploadVendorDocument = async ({
  actor,
  vendorId,
  form,
  db,
  storage,
}: {
  actor: Actor;
  vendorId: string;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
}): Promise<EvidenceRecord> => {
  let parsed;
  try {
    parsed = parseUploadFields(vendorDocumentFieldsSchema, form);
  } catch (error) {
    await discardSpooled(form.file);
    throw error;
  }
  const { input, file } = parsed;
  const documentType = input.documentType ?? 'other';
  // The evidence fields, under the names the evidence upload reads (already checked above).
  const fields: Record<string, string> = { title: input.title, description: input.description };
  if (input.issuedAt) fields.effectiveDate = input.issuedAt.toISOString();
  if (input.expiresAt) fields.expiresAt = input.expiresAt.toISOString();
  return uploadEvidence({
    actor,
    form: { fields, file },
    db,
    storage,
    attach: {
      columns: { vendorId, documentType },
      check: async (tx) => {
        if (!(await vendorExistsInOrg(tx, actor.organizationId, vendorId))) {
          throw notFound('Vendor');
        }
      },
      recorded: (tx, row) =>
        insertVendorEvents(tx, [
          {
            id: newId('vev'),
            organizationId: actor.organizationId,
            vendorId,
            kind: 'document_added',
            summary: `${row.title} added`,
            details: {
              evidenceId: row.id,
              documentType,
              expiresAt: row.expiresAt?.toISOString() ?? null,
            },
            actorUserId: actor.userId,
            occurredAt: row.createdAt,
          },
        ]),
    },
  });
};
