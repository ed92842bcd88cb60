import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import { testDatabase } from '../testing/index.ts';
import { insertOrganization } from './organizations.ts';
import { vendorDashboardFigures } from './vendor-dashboard.ts';
import { listVendorDocuments } from './vendor-documents.ts';
import { insertVendorEvents, listVendorEvents } from './vendor-events.ts';
import {
  findVendorIntegration,
  recordVendorIntegrationHealth,
  upsertVendorIntegration,
} from './vendor-settings.ts';
import {
  deleteVendorRow,
  findVendor,
  findVendorsByNames,
  insertVendor,
  listVendors,
  updateVendorRow,
  vendorExistsInOrg,
} from './vendors.ts';

/**
 * The vendor repositories filter by the organisation they are given: A's vendor, its timeline
 * and its settings are invisible and unchangeable with B's id.
 */
let db: Db;
let a: string;
let b: string;
let vendorId: string;
const now = new Date();
const page = { limit: 50 };

beforeAll(async () => {
  db = (await testDatabase()).db;
  a = (await insertOrganization(db, { id: newId('org'), name: 'Owner' })).id;
  b = (await insertOrganization(db, { id: newId('org'), name: 'Outsider' })).id;
  vendorId = (
    await insertVendor(db, {
      id: newId('vnd'),
      organizationId: a,
      name: 'Acme',
      reviewCadenceDays: 365,
    })
  ).id;
  await insertVendorEvents(db, [
    { id: newId('vev'), organizationId: a, vendorId, kind: 'created', summary: 'Acme added' },
  ]);
  await upsertVendorIntegration(db, a, { endpoint: 'https://hub.example', apiKey: 'k' });
});

describe('vendor repositories: tenant isolation', () => {
  it('the owning organisation sees its vendor, timeline and settings', async () => {
    expect((await findVendor(db, a, vendorId))?.name).toBe('Acme');
    expect(await vendorExistsInOrg(db, a, vendorId)).toBe(true);
    expect((await findVendorsByNames(db, a, ['ACME'])).map((v) => v.id)).toEqual([vendorId]);
    const listed = await listVendors(db, a, { ...page, sortBy: 'name', sortDirection: 'asc' }, now);
    expect(listed.total).toBe(1);
    expect((await listVendorEvents(db, a, vendorId, page)).total).toBe(1);
    expect((await findVendorIntegration(db, a))?.endpoint).toBe('https://hub.example');
    expect((await vendorDashboardFigures(db, a, { now, dueBy: now, warnUntil: now })).total).toBe(
      1,
    );
  });

  it('another organisation gets nothing and changes nothing', async () => {
    expect(await findVendor(db, b, vendorId)).toBeNull();
    expect(await vendorExistsInOrg(db, b, vendorId)).toBe(false);
    expect(await findVendorsByNames(db, b, ['Acme'])).toEqual([]);
    const listed = await listVendors(db, b, { ...page, sortBy: 'name', sortDirection: 'asc' }, now);
    expect(listed).toEqual({ rows: [], total: 0, nextCursor: null });
    expect((await listVendorEvents(db, b, vendorId, page)).total).toBe(0);
    expect((await listVendorDocuments(db, b, vendorId, page)).total).toBe(0);
    expect(await updateVendorRow(db, b, vendorId, { name: 'Taken' })).toBeNull();
    expect(await deleteVendorRow(db, b, vendorId)).toBeNull();
    expect(await findVendorIntegration(db, b)).toBeNull();
    const health = {
      healthStatus: 'healthy',
      healthMessage: null,
      healthLatencyMs: 1,
      healthCheckedAt: now,
    };
    expect(await recordVendorIntegrationHealth(db, b, 'https://hub.example', health)).toBeNull();
    expect((await vendorDashboardFigures(db, b, { now, dueBy: now, warnUntil: now })).total).toBe(
      0,
    );
    expect((await findVendor(db, a, vendorId))?.name).toBe('Acme');
    expect((await findVendorIntegration(db, a))?.healthStatus).toBeNull();
  });
});
