import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../testing/factories.ts';
import { call, createVendor, fieldsOf } from './vendor-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const DAY = 86_400_000;
const daysFrom = (iso: string, from: number) => Math.round((Date.parse(iso) - from) / DAY);

describe('vendors', () => {
  it('creates with defaults, a cadence from the tier, a first review and a watch', async () => {
    const owner = await buildOrg(app);
    const before = Date.now();
    const v = await createVendor(app, owner, {
      name: 'Acme Cloud',
      tier: 'Critical',
      category: 'cloud_provider',
      website: 'https://acme.example',
    });
    expect(v).toMatchObject({
      name: 'Acme Cloud',
      legalName: '',
      category: 'CLOUD_PROVIDER',
      status: 'active',
      tier: 'critical',
      reviewCadenceDays: 90,
      reviewOverdue: false,
      watch: true,
      openFindings: 0,
      riskScore: null,
      complianceStatus: null,
      urls: { privacyPolicy: null, trustPage: null },
      certificationClaims: [],
      abilities: { update: true, delete: true },
    });
    expect(daysFrom(v.nextReviewAt, before)).toBe(90);
    expect(daysFrom(v.nextWatchAt, before)).toBe(90);
    const custom = await createVendor(app, owner, {
      name: 'Hand-set',
      tier: 'low',
      reviewCadenceDays: 30,
    });
    expect(custom).toMatchObject({ reviewCadenceDays: 30, nextWatchAt: null });
    expect(daysFrom(custom.nextReviewAt, before)).toBe(30);
    const got = await call(app, owner, 'GET', `/api/vendors/${v.id}`);
    expect(got.json().data).toEqual(v);
  });

  it('names every invalid field with a 400 and creates nothing', async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const before = await auditCount(app, owner);
    const shape = await call(app, owner, 'POST', '/api/vendors', {
      name: ' ',
      tier: 'urgent',
      category: 'SPACE',
      website: 'ftp://x',
      dataKinds: ['gossip'],
      noticePeriodDays: -1,
      reviewCadenceDays: 2,
      contractStart: '2026-02-30',
    });
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape)).toEqual(
      expect.arrayContaining([
        'name',
        'tier',
        'category',
        'website',
        'dataKinds.0',
        'noticePeriodDays',
        'reviewCadenceDays',
        'contractStart',
      ]),
    );
    const order = await call(app, owner, 'POST', '/api/vendors', {
      name: 'x',
      contractStart: '2026-06-01',
      contractEnd: '2026-01-01',
    });
    expect(fieldsOf(order)).toEqual(['contractEnd']);
    const outsider = await call(app, owner, 'POST', '/api/vendors', {
      name: 'x',
      ownerUserId: stranger.user.id,
    });
    expect(outsider.statusCode).toBe(400);
    expect(fieldsOf(outsider)).toEqual(['ownerUserId']);
    const job = await call(app, owner, 'POST', '/api/vendors', {
      name: 'x',
      extractionJobId: 'job_nope',
    });
    expect(job.statusCode).toBe(404);
    expect((await call(app, owner, 'GET', '/api/vendors')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('filters, searches, sorts and pages; counts open findings; flags overdue reviews', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const a = await createVendor(app, owner, {
      name: 'Alpha Analytics',
      category: 'ANALYTICS',
      tier: 'high',
      ownerUserId: member.user.id,
    });
    const b = await createVendor(app, owner, {
      name: 'Beta Backup',
      legalName: 'Beta Storage GmbH',
      category: 'DATA_STORAGE_AND_PROCESSING',
      tier: 'critical',
      status: 'prospective',
      contractEnd: '2027-01-01',
    });
    const c = await createVendor(app, owner, {
      name: 'Gamma Mail',
      description: 'Transactional email relay',
      tier: 'low',
      status: 'offboarded',
      contractEnd: '2026-06-01',
    });
    const database = await testDatabase();
    const org = owner.user.organizationId;
    // Assessment results and an overdue review straight into the database: not this test's work.
    await database.raw(
      `update vendors set risk_score = 72, compliance_status = 'HIGH_RISK',
         next_review_at = now() - interval '2 days' where id = $1`,
      [a.id],
    );
    await database.raw(
      `update vendors set next_review_at = now() - interval '1 day' where id = $1`,
      [c.id],
    );
    await database.db.insert(schema.findings).values([
      { id: newId('fnd'), organizationId: org, title: 'No DPA', severity: 'high', vendorId: a.id },
      { id: newId('fnd'), organizationId: org, title: 'No SOC 2', severity: 'low', vendorId: a.id },
      {
        id: newId('fnd'),
        organizationId: org,
        title: 'Done',
        severity: 'low',
        vendorId: a.id,
        status: 'resolved',
      },
    ]);
    const q = async (query: string) =>
      (await call(app, owner, 'GET', `/api/vendors?${query}`)).json().data;
    const names = (data: { items: { name: string }[] }) => data.items.map((v) => v.name);

    const alpha = (await q('search=alpha')).items[0];
    expect(alpha).toMatchObject({
      openFindings: 2,
      reviewOverdue: true,
      riskScore: 72,
      ownerName: 'Mia Member',
    });
    expect(names(await q('search=storage gmbh'))).toEqual(['Beta Backup']);
    expect(names(await q('search=relay'))).toEqual(['Gamma Mail']);
    expect(names(await q('category=analytics'))).toEqual(['Alpha Analytics']);
    expect(names(await q('tier=critical&tier=low&sortBy=name&sortDirection=asc'))).toEqual([
      'Beta Backup',
      'Gamma Mail',
    ]);
    expect(names(await q('status=prospective'))).toEqual(['Beta Backup']);
    expect(names(await q('complianceStatus=high_risk'))).toEqual(['Alpha Analytics']);
    expect(names(await q(`ownerUserId=${member.user.id}`))).toEqual(['Alpha Analytics']);
    // An offboarded vendor is never due.
    expect(names(await q('reviewDue=true'))).toEqual(['Alpha Analytics']);
    expect((await q('reviewDue=false')).total).toBe(2);
    expect(names(await q('sortBy=tier&sortDirection=desc'))).toEqual([
      'Beta Backup',
      'Alpha Analytics',
      'Gamma Mail',
    ]);
    // Vendors without a score or contract end come last either way.
    expect(names(await q('sortBy=riskScore&sortDirection=asc'))[0]).toBe('Alpha Analytics');
    expect(names(await q('sortBy=contractEnd&sortDirection=asc'))).toEqual([
      'Gamma Mail',
      'Beta Backup',
      'Alpha Analytics',
    ]);
    const first = await q('limit=2&sortBy=name&sortDirection=asc');
    expect(names(first)).toEqual(['Alpha Analytics', 'Beta Backup']);
    const second = await q(`limit=2&sortBy=name&sortDirection=asc&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Gamma Mail']);
    expect(second.nextCursor).toBeNull();
    expect((await call(app, owner, 'GET', '/api/vendors?tier=urgent')).statusCode).toBe(400);
    expect((await call(app, owner, 'GET', '/api/vendors?limit=201')).statusCode).toBe(400);
    expect(b.id).toBeTruthy();
    const findings = await call(app, owner, 'GET', `/api/findings?vendorId=${a.id}`);
    expect(findings.json().data.items).toHaveLength(3);
    expect(findings.json().data.items[0]).toMatchObject({ vendorId: a.id, riskId: null });
  });

  it('updates: a tier change moves a cadence that follows the tier, not a hand-set one', async () => {
    const owner = await buildOrg(app);
    const v = await createVendor(app, owner, { name: 'Tiered', tier: 'medium' });
    const created = Date.parse(v.createdAt);
    const high = (await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { tier: 'high' })).json()
      .data;
    expect(high).toMatchObject({ tier: 'high', reviewCadenceDays: 180 });
    expect(daysFrom(high.nextReviewAt, created)).toBe(180);
    const own = await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { reviewCadenceDays: 60 });
    expect(own.json().data.reviewCadenceDays).toBe(60);
    const still = await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { tier: 'critical' });
    expect(still.json().data).toMatchObject({ tier: 'critical', reviewCadenceDays: 60 });
    const back = await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, {
      reviewCadenceDays: null,
    });
    expect(back.json().data.reviewCadenceDays).toBe(90);
    expect(
      fieldsOf(await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { tier: 'x' })),
    ).toEqual(['tier']);
    expect((await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(app, owner, 'PATCH', '/api/vendors/vnd_nope', { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps a timeline naming the changed fields, newest first with its actor, paged', async () => {
    const owner = await buildOrg(app, { name: 'Tina Timeline' });
    const v = await createVendor(app, owner, { name: 'Timeline Co' });
    await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, {
      businessPurpose: 'Payroll',
      dataKinds: ['employee', 'financial'],
    });
    // The same values again change nothing and add no entry.
    await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { businessPurpose: 'Payroll' });
    const events = (await call(app, owner, 'GET', `/api/vendors/${v.id}/events`)).json().data;
    expect(events.total).toBe(2);
    expect(events.items.map((e: { kind: string }) => e.kind)).toEqual(['updated', 'created']);
    expect(events.items[0]).toMatchObject({
      vendorId: v.id,
      details: { fields: ['businessPurpose', 'dataKinds'] },
      actor: { id: owner.user.id, name: 'Tina Timeline' },
    });
    expect(events.items[0].summary).toContain('businessPurpose');
    const page1 = (await call(app, owner, 'GET', `/api/vendors/${v.id}/events?limit=1`)).json()
      .data;
    const page2 = (
      await call(
        app,
        owner,
        'GET',
        `/api/vendors/${v.id}/events?limit=1&cursor=${page1.nextCursor}`,
      )
    ).json().data;
    expect([page1.items[0].kind, page2.items[0].kind]).toEqual(['updated', 'created']);
    expect(page2.nextCursor).toBeNull();
    expect((await call(app, owner, 'GET', '/api/vendors/vnd_nope/events')).statusCode).toBe(404);
  });

  it('deletes with audit events before and after, and its findings with it', async () => {
    const owner = await buildOrg(app);
    const v = await createVendor(app, owner, { name: 'Gone Soon', tier: 'high' });
    await call(app, owner, 'PATCH', `/api/vendors/${v.id}`, { status: 'offboarded' });
    const database = await testDatabase();
    await database.db.insert(schema.findings).values({
      id: newId('fnd'),
      organizationId: owner.user.organizationId,
      title: 'Vendor finding',
      severity: 'high',
      vendorId: v.id,
    });
    const res = await call(app, owner, 'DELETE', `/api/vendors/${v.id}`);
    expect(res.json().data).toEqual({ deleted: [v.id] });
    expect((await call(app, owner, 'GET', `/api/vendors/${v.id}`)).statusCode).toBe(404);
    expect(
      (await call(app, owner, 'GET', `/api/findings?vendorId=${v.id}`)).json().data.total,
    ).toBe(0);
    const audit = await call(
      app,
      owner,
      'GET',
      `/api/audit-events?entityType=vendor&entityId=${v.id}`,
    );
    const events = audit.json().data.items;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'vendor.deleted',
      'vendor.updated',
      'vendor.created',
    ]);
    expect(events[1]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'offboarded' },
    });
  });
});
