import { z } from 'zod';
import { importResultSchema, LIST_LIMIT_MAX } from './envelope.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

const effectiveness = z.coerce
  .number({ message: 'Effectiveness must be a number from 0 to 1' })
  .min(0, 'Effectiveness must be from 0 to 1')
  .max(1, 'Effectiveness must be from 0 to 1');
/** The spec's local scale (3 to 5 in practice; 1 to 5 accepted). */
const rating = z.coerce
  .number()
  .int()
  .min(1, 'Rating must be from 1 to 5')
  .max(5, 'Rating must be from 1 to 5');
const id = z.string().min(1).max(64);

export const mappingSchema = z.object({
  riskId: z.string(),
  controlId: z.string(),
  riskTitle: z.string(),
  controlTitle: z.string(),
  controlType: z.string(),
  effectiveness: z.number(),
  effectivenessRating: z.number().int(),
  effectivenessBand: z.enum(['high', 'medium', 'low']),
  mitigationImpact: z.string().nullable(),
  rationale: z.string().nullable(),
  lastTested: z.string().nullable(),
  nextTestDue: z.string().nullable(),
  evidence: z.array(z.string()),
  createdAt: z.string(),
});
export type Mapping = z.infer<typeof mappingSchema>;

const strength = z
  .object({ effectiveness: effectiveness.optional(), effectivenessRating: rating.optional() })
  .refine((v) => v.effectiveness !== undefined || v.effectivenessRating !== undefined, {
    message: 'Give effectiveness (0 to 1) or effectivenessRating (1 to 5)',
    path: ['effectiveness'],
  });

export const createMappingBodySchema = z
  .object({
    riskId: id,
    controlId: id,
    mitigationImpact: z.string().max(2000).optional(),
    rationale: z.string().max(2000).optional(),
  })
  .and(strength);
export type CreateMappingBody = z.infer<typeof createMappingBodySchema>;

export const updateMappingBodySchema = z
  .object({
    mitigationImpact: z.string().max(2000).nullable().optional(),
    rationale: z.string().max(2000).nullable().optional(),
  })
  .and(strength);

export const mappingParamsSchema = z.object({ riskId: id, controlId: id });

export const listMappingsQuerySchema = z.object({
  riskId: id.optional(),
  controlId: id.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(200),
  cursor: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** A risk's or a control's mappings as a file. */
export const exportMappingsQuerySchema = listMappingsQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportMappingsQuery = z.infer<typeof exportMappingsQuerySchema>;

export const bulkMapBodySchema = z.object({
  riskId: id,
  controlIds: z.array(id).min(1, 'Choose at least one control').max(500),
  effectiveness: effectiveness.default(0.7),
});

export const bulkUpdateMappingsBodySchema = z.object({
  updates: z
    .array(z.object({ riskId: id, controlId: id, effectiveness }))
    .min(1)
    .max(1000),
});

export const mappingValidationSchema = z.object({
  valid: z.boolean(),
  exists: z.boolean(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The RCSA matrix: risks × controls with the mapping's effectiveness in each cell. */
export const RCSA_MATRIX_MAX_RISKS = 500;
export const rcsaMatrixSchema = z.object({
  totalRisks: z.number().int(),
  risks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      riskScore: z.number().int(),
      riskLevel: z.string(),
      residualScore: z.number().int(),
      residualLevel: z.string(),
    }),
  ),
  controls: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
  cells: z.array(
    z.object({ riskId: z.string(), controlId: z.string(), effectiveness: z.number() }),
  ),
});
export type RcsaMatrix = z.infer<typeof rcsaMatrixSchema>;

/** What an RCSA matrix import did: mappings added, changed, and removed (cells emptied). */
export const matrixImportResultSchema = importResultSchema.extend({ deleted: z.number().int() });
export type MatrixImportResult = z.infer<typeof matrixImportResultSchema>;
