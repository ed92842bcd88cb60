import { z } from 'zod';
import { httpUrl } from './vendors.ts';

// The hub's integration settings and its dashboard (/probo).

export const vendorIntegrationSettingsSchema = z.object({
  endpoint: z.string().nullable(),
  /** Whether a key is stored; the key itself never leaves the server. */
  hasApiKey: z.boolean(),
  confidenceThreshold: z.number(),
  aiEnabled: z.boolean(),
  autoApply: z.boolean(),
  health: z.object({
    status: z.enum(['not_configured', 'healthy', 'unhealthy', 'unknown']),
    message: z.string().nullable(),
    checkedAt: z.string().nullable(),
    latencyMs: z.number().int().nullable(),
  }),
  healthIntervalSeconds: z.number().int(),
});
export type VendorIntegrationSettings = z.infer<typeof vendorIntegrationSettingsSchema>;

export const updateVendorIntegrationBodySchema = z
  .object({
    endpoint: httpUrl('Endpoint').nullable(),
    /** A new key; null removes it; absent keeps it. */
    apiKey: z.string().trim().min(1).max(500).nullable(),
    confidenceThreshold: z.number().min(0).max(1),
    aiEnabled: z.boolean(),
    autoApply: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export const vendorDashboardSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  byCompliance: z.array(z.object({ complianceStatus: z.string(), count: z.number().int() })),
  byTier: z.array(z.object({ tier: z.string(), count: z.number().int() })),
  assessmentsByMonth: z.array(
    z.object({ month: z.string(), count: z.number().int(), averageScore: z.number() }),
  ),
  documentsExpiring: z.number().int(),
  documentsExpired: z.number().int(),
  openFindingsBySeverity: z.array(z.object({ severity: z.string(), count: z.number().int() })),
  reviewsDue: z.number().int(),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
