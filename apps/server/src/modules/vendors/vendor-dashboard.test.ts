import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import { call, createVendor } from './vendor-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const DAY = 86_400_000;
/** The first of the month `back` months before this one, at noon UTC. */
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
};
const monthKey = (back: number) => monthStart(back).toISOString().slice(0, 7);

describe('vendor dashboard', () => {
  it('counts vendors, assessments by month, documents, open findings and reviews due', async () => {
    const owner = await buildOrg(app);
    const org = owner.user.organizationId;
    const a = await createVendor(app, owner, { name: 'A', tier: 'critical' });
    const b = await createVendor(app, owner, {
      name: 'B',
      tier: 'critical',
      status: 'prospective',
    });
    const c = await createVendor(app, owner, { name: 'C', tier: 'low', status: 'offboarded' });
    const database = await testDatabase();
    const { db } = database;
    await database.raw(
      `update vendors set compliance_status = 'COMPLIANT', next_review_at = now() - interval '3 days'
       where id = $1`,
      [a.id],
    );
    // Offboarded: its passed review is not due.
    await database.raw(
      `update vendors set compliance_status = 'HIGH_RISK', next_review_at = now() - interval '3 days'
       where id = $1`,
      [c.id],
    );
    const assessment = (vendorId: string, riskScore: number, assessedAt: Date) => ({
      id: newId('vas'),
      organizationId: org,
      vendorId,
      riskScore,
      complianceStatus: 'COMPLIANT',
      facts: {},
      result: {},
      assessedAt,
    });
    await db.insert(schema.vendorAssessments).values([
      assessment(a.id, 20, monthStart(0)),
      assessment(b.id, 45, monthStart(0)),
      assessment(a.id, 60, monthStart(2)),
      // Thirteen months back: outside the chart.
      assessment(a.id, 90, monthStart(13)),
    ]);
    const doc = (vendorId: string | null, expiresAt: Date | null) => {
      const id = newId('evd');
      return {
        id,
        organizationId: org,
        title: 'Doc',
        fileName: 'doc.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        storage: 'local',
        storageKey: `${org}/${id}`,
        vendorId,
        documentType: vendorId ? 'soc2_report' : null,
        expiresAt,
      };
    };
    const now = Date.now();
    await db.insert(schema.evidence).values([
      doc(a.id, new Date(now + 5 * DAY)),
      doc(b.id, new Date(now + 29 * DAY)),
      doc(b.id, new Date(now + 40 * DAY)),
      doc(a.id, new Date(now - DAY)),
      doc(a.id, null),
      // Not a vendor's document: the dashboard leaves it out.
      doc(null, new Date(now - DAY)),
    ]);
    const finding = (severity: string, vendorId: string | null, status = 'open') => ({
      id: newId('fnd'),
      organizationId: org,
      title: 'F',
      severity,
      status,
      vendorId,
    });
    await db
      .insert(schema.findings)
      .values([
        finding('high', a.id),
        finding('high', b.id, 'in-progress'),
        finding('critical', a.id),
        finding('low', a.id, 'closed'),
        finding('medium', null),
      ]);

    const res = await call(app, owner, 'GET', '/api/vendors/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total: 3,
      byStatus: [
        { status: 'prospective', count: 1 },
        { status: 'active', count: 1 },
        { status: 'offboarded', count: 1 },
      ],
      byCompliance: [
        { complianceStatus: 'COMPLIANT', count: 1 },
        { complianceStatus: 'MODERATE_RISK', count: 0 },
        { complianceStatus: 'HIGH_RISK', count: 1 },
        { complianceStatus: 'CRITICAL_RISK', count: 0 },
      ],
      byTier: [
        { tier: 'critical', count: 2 },
        { tier: 'high', count: 0 },
        { tier: 'medium', count: 0 },
        { tier: 'low', count: 1 },
      ],
      documentsExpiring: 2,
      documentsExpired: 1,
      openFindingsBySeverity: [
        { severity: 'low', count: 0 },
        { severity: 'medium', count: 0 },
        { severity: 'high', count: 2 },
        { severity: 'critical', count: 1 },
      ],
      reviewsDue: 1,
    });
    expect(data.assessmentsByMonth).toHaveLength(12);
    expect(data.assessmentsByMonth.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthKey(11 - i)),
    );
    expect(data.assessmentsByMonth.at(-1)).toEqual({
      month: monthKey(0),
      count: 2,
      averageScore: 32.5,
    });
    expect(data.assessmentsByMonth.at(-3)).toEqual({
      month: monthKey(2),
      count: 1,
      averageScore: 60,
    });
    expect(data.assessmentsByMonth.at(-2)).toEqual({
      month: monthKey(1),
      count: 0,
      averageScore: 0,
    });

    // Another organisation sees none of it.
    const other = await buildOrg(app);
    const theirs = (await call(app, other, 'GET', '/api/vendors/dashboard')).json().data;
    expect(theirs).toMatchObject({ total: 0, documentsExpired: 0, reviewsDue: 0 });
    expect(theirs.assessmentsByMonth.every((m: { count: number }) => m.count === 0)).toBe(true);
  });
});
