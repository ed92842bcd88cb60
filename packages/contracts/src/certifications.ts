import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page } from './envelope.ts';

/** Where a certification or attestation stands (issue 22 point 1). */
export const CERTIFICATION_STATUSES = ['held', 'in_progress', 'expired', 'withdrawn'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  held: 'Held',
  in_progress: 'In progress',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Names offered when adding one; any other name may be typed. */
export const COMMON_CERTIFICATIONS = [
  'ISO/IEC 27001',
  'ISO/IEC 27701',
  'ISO/IEC 27017',
  'ISO/IEC 27018',
  'SOC 2 Type I',
  'SOC 2 Type II',
  'SOC 1 Type II',
  'PCI DSS',
  'HIPAA',
  'Cyber Essentials Plus',
] as const;

/** Why a certification does or does not count as held today, in words. */
export const CERTIFICATION_STANDINGS = [
  'held',
  'not-held',
  'not-yet-issued',
  'expired',
  'report-too-old',
] as const;
export type CertificationStanding = (typeof CERTIFICATION_STANDINGS)[number];

export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  issuer: z.string(),
  number: z.string(),
  scope: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** An attestation report's period (SOC 2 Type II), instead of or besides the dates above. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  evidence: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Counts as held today: status held and its dates valid (the rule in @rampart/domain). */
  held: z.boolean(),
  standing: z.enum(CERTIFICATION_STANDINGS),
  /** Until when it counts, when that is known. */
  validUntil: z.string().nullable(),
  updatedAt: z.string(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** A page of the organisation's certifications, with what the actor may do to them. */
export const certificationListSchema = page(certificationSchema).extend({
  abilities: z.object({ manage: z.boolean() }),
});
export type CertificationList = z.infer<typeof certificationListSchema>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const certificationFields = {
  name: z.string().trim().min(1, 'Name the certification').max(120, 'At most 120 characters'),
  status: z.enum(CERTIFICATION_STATUSES),
  issuer: text(200),
  number: text(120),
  scope: text(2000),
  issuedOn: calendarDate().nullable(),
  expiresOn: calendarDate().nullable(),
  periodStart: calendarDate().nullable(),
  periodEnd: calendarDate().nullable(),
  evidenceId: z.string().min(1).max(64).nullable(),
};

export const createCertificationBodySchema = z.object({
  name: certificationFields.name,
  status: certificationFields.status,
  issuer: certificationFields.issuer.default(''),
  number: certificationFields.number.default(''),
  scope: certificationFields.scope.default(''),
  issuedOn: certificationFields.issuedOn.optional(),
  expiresOn: certificationFields.expiresOn.optional(),
  periodStart: certificationFields.periodStart.optional(),
  periodEnd: certificationFields.periodEnd.optional(),
  evidenceId: certificationFields.evidenceId.optional(),
});
export type CreateCertificationBody = z.infer<typeof createCertificationBodySchema>;

export const updateCertificationBodySchema = z
  .object({
    name: certificationFields.name,
    status: certificationFields.status,
    issuer: certificationFields.issuer,
    number: certificationFields.number,
    scope: certificationFields.scope,
    issuedOn: certificationFields.issuedOn,
    expiresOn: certificationFields.expiresOn,
    periodStart: certificationFields.periodStart,
    periodEnd: certificationFields.periodEnd,
    evidenceId: certificationFields.evidenceId,
  })
  .partial();
export type UpdateCertificationBody = z.infer<typeof updateCertificationBodySchema>;

export const certificationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
