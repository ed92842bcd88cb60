import { z } from 'zod';
import {
  CONTROL_FREQUENCY_VALUES,
  CONTROL_PRIORITY_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
} from './control-values.ts';
import {
  CONTROL_COMPLIANCE_VALUES,
  LIBRARY_CATEGORY_VALUES,
  LIBRARY_IMPORTANCE_VALUES,
  REQUIREMENT_STATUS_VALUES,
} from './compliance-values.ts';
import { page } from './envelope.ts';
import { listQueryBase, many } from './risks.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

// ---------------------------------------------------------------------------------------------
// Control library
// ---------------------------------------------------------------------------------------------

/** What adopting the control costs this organisation (shell spec §9 Control effort). */
export const adoptionEffortSchema = z.object({
  priority: z.enum(CONTROL_PRIORITY_VALUES),
  implementationComplexity: z.enum(IMPLEMENTATION_COMPLEXITY_VALUES),
  frequency: z.enum(CONTROL_FREQUENCY_VALUES),
  estimatedHours: z.number(),
  costPerHour: z.number(),
  estimatedCost: z.number(),
  riskMitigationScore: z.number(),
});
export type AdoptionEffort = z.infer<typeof adoptionEffortSchema>;

export const requirementRefSchema = z.object({
  id: z.string(),
  frameworkId: z.string(),
  code: z.string(),
  title: z.string(),
});
export type RequirementRef = z.infer<typeof requirementRefSchema>;

export const libraryControlSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  importance: z.enum(LIBRARY_IMPORTANCE_VALUES),
  description: z.object({ why: z.string(), how: z.string(), evidence: z.string() }),
  /** Semicolon-separated requirement codes, as the spec writes them. */
  standards: z.string(),
  /** The built-in framework requirements those codes name. */
  requirements: z.array(requirementRefSchema),
  /** The organisation's control adopted from it, if any. */
  adoptedControlId: z.string().nullable(),
  effort: adoptionEffortSchema,
  /** Full-text rank for the search, 0 without one. */
  rank: z.number(),
});
export type LibraryControlItem = z.infer<typeof libraryControlSchema>;

export const listLibraryControlsQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
  offset: listQueryBase.offset,
  q: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
  category: many(z.enum(LIBRARY_CATEGORY_VALUES, { message: 'Unknown category' })),
  importance: many(z.enum(LIBRARY_IMPORTANCE_VALUES, { message: 'Unknown importance' })),
  frameworkId: z.string().max(64).optional(),
});
export type ListLibraryControlsQuery = z.infer<typeof listLibraryControlsQuerySchema>;

/** The library's search and filters, for a file of every matching library control. */
export const exportLibraryControlsQuerySchema = listLibraryControlsQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportLibraryControlsQuery = z.infer<typeof exportLibraryControlsQuerySchema>;

export const adoptLibraryControlsBodySchema = z.object({
  libraryControlIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'Choose at least one library control')
    .max(200, 'Adopt at most 200 controls at once'),
});
export type AdoptLibraryControlsBody = z.infer<typeof adoptLibraryControlsBodySchema>;

export const adoptionResultSchema = z.object({
  /** Newly created register controls. */
  created: z.array(z.object({ libraryControlId: z.string(), controlId: z.string() })),
  /** Already in the register: nothing created, the existing control named. */
  skipped: z.array(z.object({ libraryControlId: z.string(), controlId: z.string() })),
});
export type AdoptionResult = z.infer<typeof adoptionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Frameworks and requirement status
// ---------------------------------------------------------------------------------------------

export const frameworkSummarySchema = z.object({
  total: z.number(),
  met: z.number(),
  partlyMet: z.number(),
  notMet: z.number(),
  notApplicable: z.number(),
  percentMet: z.number(),
  percentProgress: z.number(),
});
export type FrameworkSummaryData = z.infer<typeof frameworkSummarySchema>;

export const frameworkSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  source: z.enum(['builtin', 'oscal']),
  /** Tracked by this organisation on Framework Status. */
  selected: z.boolean(),
  requirementCount: z.number(),
  /** Requirement statuses for this organisation; null for a framework it does not track. */
  summary: frameworkSummarySchema.nullable(),
  abilities: z.object({
    /** Select, declare applicability, map controls, adopt. */
    update: z.boolean(),
    /** Remove an imported framework (built-in ones stay). */
    delete: z.boolean(),
  }),
});
export type FrameworkItem = z.infer<typeof frameworkSchema>;

export const requirementControlSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(CONTROL_COMPLIANCE_VALUES),
  gaps: z.array(z.string()),
  implementationStatus: z.enum(IMPLEMENTATION_STATUS_VALUES),
  effectiveness: z.number().nullable(),
  lastTestDate: z.string().nullable(),
  latestEvidenceAt: z.string().nullable(),
  libraryControlId: z.string().nullable(),
  /** How the control serves the requirement: library, manual or oscal. */
  source: z.string(),
  statement: z.string(),
});
export type RequirementControl = z.infer<typeof requirementControlSchema>;

export const applicabilitySchema = z.object({ applicable: z.boolean(), reason: z.string() });

export const requirementStatusSchema = z.object({
  id: z.string(),
  frameworkId: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  groupTitle: z.string().nullable(),
  parentId: z.string().nullable(),
  sortOrder: z.number(),
  status: z.enum(REQUIREMENT_STATUS_VALUES),
  reasons: z.array(z.string()),
  applicability: applicabilitySchema.nullable(),
  controls: z.array(requirementControlSchema),
});
export type RequirementStatusItem = z.infer<typeof requirementStatusSchema>;

export const frameworkDetailSchema = z.object({
  framework: frameworkSchema,
  requirements: z.array(requirementStatusSchema),
});
export type FrameworkDetail = z.infer<typeof frameworkDetailSchema>;

export const frameworkParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Framework Status as a file: every framework, or only the tracked ones (what the page shows). */
export const exportFrameworksQuerySchema = z.object({
  tracked: z
    .enum(['true', 'false'], { message: 'Tracked must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  format: tableExportFormatSchema,
});
export type ExportFrameworksQuery = z.infer<typeof exportFrameworksQuerySchema>;

/** A framework's requirements as a file, with the filters of its page. */
export const exportRequirementsQuerySchema = z.object({
  status: many(z.enum(REQUIREMENT_STATUS_VALUES, { message: 'Unknown requirement status' })),
  group: z.string().trim().max(200, 'Group is at most 200 characters').optional(),
  /** Matches code, title and description. */
  q: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
  format: tableExportFormatSchema,
});
export type ExportRequirementsQuery = z.infer<typeof exportRequirementsQuerySchema>;
export const requirementParamsSchema = z.object({
  id: z.string().min(1).max(64),
  requirementId: z.string().min(1).max(200),
});
export const requirementControlParamsSchema = requirementParamsSchema.extend({
  controlId: z.string().min(1).max(64),
});

export const evidenceRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  controlId: z.string().nullable(),
  createdAt: z.string(),
  effectiveDate: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type EvidenceRef = z.infer<typeof evidenceRefSchema>;

/** One requirement, its controls with their evidence, and the library controls that serve it. */
export const requirementDetailSchema = z.object({
  requirement: requirementStatusSchema,
  evidence: z.array(evidenceRefSchema),
  libraryControls: z.array(libraryControlSchema),
});
export type RequirementDetail = z.infer<typeof requirementDetailSchema>;

export const applicabilityBodySchema = z
  .object({
    applicable: z.boolean({ message: 'Applicable must be true or false' }),
    reason: z.string().trim().max(2000, 'Reason is at most 2,000 characters').default(''),
  })
  .refine((v) => v.applicable || v.reason.length > 0, {
    message: 'Give the reason a requirement does not apply',
    path: ['reason'],
  });
export type ApplicabilityBody = z.infer<typeof applicabilityBodySchema>;

export const mapRequirementControlBodySchema = z.object({
  controlId: z.string().min(1, 'Control is required').max(64),
  statement: z.string().trim().max(10_000, 'Statement is at most 10,000 characters').default(''),
});
export type MapRequirementControlBody = z.infer<typeof mapRequirementControlBodySchema>;

/** A library control that serves a requirement, and the register control adopted from it. */
export const gapLibraryControlSchema = z.object({
  id: z.string(),
  name: z.string(),
  importance: z.enum(LIBRARY_IMPORTANCE_VALUES),
  adoptedControlId: z.string().nullable(),
});

export const gapItemSchema = z.object({
  requirement: requirementStatusSchema,
  /** Library controls that serve the requirement: adopt the ones not yet adopted. */
  libraryControls: z.array(gapLibraryControlSchema),
});
export type GapItem = z.infer<typeof gapItemSchema>;

export const gapAnalysisSchema = z.object({
  framework: frameworkSchema,
  generatedAt: z.string(),
  items: z.array(gapItemSchema),
});
export type GapAnalysis = z.infer<typeof gapAnalysisSchema>;

/** What the gaps route answers: a page of the gaps, the framework and the time beside them. */
export const gapAnalysisPageSchema = page(gapItemSchema).extend({
  framework: frameworkSchema,
  generatedAt: z.string(),
});
export type GapAnalysisPage = z.infer<typeof gapAnalysisPageSchema>;

export const GAP_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const gapExportQuerySchema = z.object({
  format: z.enum(GAP_EXPORT_FORMATS, { message: 'Format must be xlsx or pdf' }),
});

// ---------------------------------------------------------------------------------------------
// OSCAL
// ---------------------------------------------------------------------------------------------

export const oscalImportResultSchema = z.object({
  framework: frameworkSchema,
  /** Requirements created from the catalog's controls and enhancements. */
  requirements: z.number(),
  groups: z.number(),
  /** Withdrawn controls the import skipped. */
  withdrawn: z.number(),
});
export type OscalImportResult = z.infer<typeof oscalImportResultSchema>;

export const componentImportResultSchema = z.object({
  frameworkId: z.string(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  mappings: z.number(),
});
export type ComponentImportResult = z.infer<typeof componentImportResultSchema>;
