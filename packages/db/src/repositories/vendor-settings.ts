import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { vendorIntegrationSettings } from '../schema/index.ts';

export type VendorIntegrationRow = typeof vendorIntegrationSettings.$inferSelect;
export type VendorIntegrationPatch = Partial<
  Omit<typeof vendorIntegrationSettings.$inferInsert, 'organizationId'>
>;

/** The organisation's integration settings, or null before anything was saved. */
export const findVendorIntegration = async (
  db: Executor,
  organizationId: string,
): Promise<VendorIntegrationRow | null> =>
  (
    await db
      .select()
      .from(vendorIntegrationSettings)
      .where(eq(vendorIntegrationSettings.organizationId, organizationId))
      .limit(1)
  )[0] ?? null;

/** The organisation's row, locked until the transaction ends (one change at a time). */
export const lockVendorIntegration = async (
  tx: Executor,
  organizationId: string,
): Promise<VendorIntegrationRow | null> =>
  (
    await tx
      .select()
      .from(vendorIntegrationSettings)
      .where(eq(vendorIntegrationSettings.organizationId, organizationId))
      .limit(1)
      .for('update')
  )[0] ?? null;

/** Creates the row with the patch over the defaults, or changes what the patch names. */
export const upsertVendorIntegration = async (
  db: Executor,
  organizationId: string,
  patch: VendorIntegrationPatch,
): Promise<VendorIntegrationRow> =>
  (
    await db
      .insert(vendorIntegrationSettings)
      .values({ ...patch, organizationId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: vendorIntegrationSettings.organizationId,
        set: { ...patch, updatedAt: new Date() },
      })
      .returning()
  )[0]!;

export type VendorIntegrationHealth = {
  healthStatus: string;
  healthMessage: string | null;
  healthLatencyMs: number | null;
  healthCheckedAt: Date;
};

/**
 * Stores a health check's outcome while the endpoint is still the one checked (null when it was
 * changed meanwhile); the settings themselves, and who changed them, stay.
 */
export const recordVendorIntegrationHealth = async (
  db: Executor,
  organizationId: string,
  endpoint: string,
  health: VendorIntegrationHealth,
): Promise<VendorIntegrationRow | null> =>
  (
    await db
      .update(vendorIntegrationSettings)
      .set(health)
      .where(
        and(
          eq(vendorIntegrationSettings.organizationId, organizationId),
          eq(vendorIntegrationSettings.endpoint, endpoint),
        ),
      )
      .returning()
  )[0] ?? null;

/**
 * Every organisation's stored integration key: read across organisations by the start-up sweep
 * only, which re-seals keys under the current secrets key (decision 031).
 */
export const storedIntegrationKeys = async (
  db: Executor,
): Promise<{ organizationId: string; apiKey: string }[]> =>
  (
    await db
      .select({
        organizationId: vendorIntegrationSettings.organizationId,
        apiKey: vendorIntegrationSettings.apiKey,
      })
      .from(vendorIntegrationSettings)
      .where(isNotNull(vendorIntegrationSettings.apiKey))
  ).flatMap((r) =>
    r.apiKey === null ? [] : [{ organizationId: r.organizationId, apiKey: r.apiKey }],
  );

/** Replaces the stored key only while it is still the one read: a save in between wins. */
export const replaceIntegrationKey = async (
  db: Executor,
  organizationId: string,
  from: string,
  to: string,
): Promise<boolean> =>
  (
    await db
      .update(vendorIntegrationSettings)
      .set({ apiKey: to })
      .where(
        and(
          eq(vendorIntegrationSettings.organizationId, organizationId),
          eq(vendorIntegrationSettings.apiKey, from),
        ),
      )
      .returning({ organizationId: vendorIntegrationSettings.organizationId })
  ).length > 0;
