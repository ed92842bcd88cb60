import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { VendorExtraction } from '@rampart/contracts';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg } from '../../testing/factories.ts';
import { VENDOR_READING_JOB } from './vendor-extraction-job.presenter.ts';
import { call, createVendor } from './vendor-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const source = {
  url: 'https://acme.example/security',
  fetchedAt: '2026-03-01T10:00:00.000Z',
  quote: 'Acme is SOC 2 Type II certified',
  by: 'rules' as const,
};
const reading: VendorExtraction = {
  name: 'Acme',
  description: 'Cloud things',
  category: 'CLOUD_PROVIDER',
  headquarterAddress: '',
  legalName: 'Acme Inc.',
  certifications: ['SOC 2'],
  urls: {
    privacyPolicy: 'https://acme.example/privacy',
    serviceLevelAgreement: null,
    dataProcessingAgreement: null,
    businessAssociateAgreement: null,
    subprocessorsList: null,
    securityPage: 'https://acme.example/security',
    trustPage: null,
    termsOfService: null,
    statusPage: null,
  },
  sources: { certifications: source },
  certificationClaims: [
    { name: 'SOC 2 Type II', framework: 'SOC2', label: 'SOC 2', grade: 'held', source },
  ],
  subprocessors: [{ name: 'AWS', purpose: 'Hosting', location: 'EU', source }],
  pages: [],
  fallback: false,
  notes: [],
  website: 'https://acme.example',
};

/** An extraction job straight into the database: extraction itself is not this test's work. */
const insertJob = async (
  organizationId: string,
  status = 'completed',
  kind = VENDOR_READING_JOB,
) => {
  const id = newId('job');
  await (await testDatabase()).db.insert(schema.jobs).values({
    id,
    organizationId,
    kind,
    status,
    input: { url: 'https://acme.example' },
    result: status === 'completed' ? reading : null,
    finishedAt: status === 'completed' ? new Date('2026-03-01T10:00:05Z') : null,
  });
  return id;
};

describe('creating a vendor from an extraction job', () => {
  it('keeps the claims, sources and subprocessors read, with a snapshot of the reading', async () => {
    const owner = await buildOrg(app);
    const job = await insertJob(owner.user.organizationId);
    const v = await createVendor(app, owner, {
      name: 'Acme',
      website: 'https://acme.example',
      extractionJobId: job,
    });
    expect(v).toMatchObject({
      certifications: ['SOC 2'],
      certificationClaims: reading.certificationClaims,
      sources: reading.sources,
      subprocessors: reading.subprocessors,
      lastFetchedAt: '2026-03-01T10:00:05.000Z',
    });
    const database = await testDatabase();
    const snapshots = await database.raw<{ trigger: string; job_id: string; extraction: unknown }>(
      'select trigger, job_id, extraction from vendor_snapshots where vendor_id = $1',
      [v.id],
    );
    expect(snapshots).toEqual([{ trigger: 'create', job_id: job, extraction: reading }]);
  });

  it("refuses another organisation's job with 404, an unfinished one with 409, and creates nothing", async () => {
    const owner = await buildOrg(app);
    const stranger = await buildOrg(app);
    const theirs = await insertJob(stranger.user.organizationId);
    const running = await insertJob(owner.user.organizationId, 'running');
    const otherKind = await insertJob(owner.user.organizationId, 'completed', 'control_generation');
    const before = await auditCount(app, owner);
    const post = (extractionJobId: string) =>
      call(app, owner, 'POST', '/api/vendors', { name: 'Acme', extractionJobId });
    expect((await post(theirs)).statusCode).toBe(404);
    expect((await post(otherKind)).statusCode).toBe(404);
    const unfinished = await post(running);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().error.details).toEqual([
      { field: 'extractionJobId', message: 'The extraction is running' },
    ]);
    expect((await call(app, owner, 'GET', '/api/vendors')).json().data.total).toBe(0);
    expect(await auditCount(app, owner)).toBe(before);
  });
});
