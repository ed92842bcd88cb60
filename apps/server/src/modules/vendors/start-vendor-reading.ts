import { hasPermission } from '@rampart/domain';
import { findVendor, insertJob, newId, type JobRow, type Db } from '@rampart/db';
import type { AiService } from '../../ai/service.ts';
import type { Actor } from '../../auth/actor.ts';
import { invalid, notFound } from '../../errors.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { VENDOR_READING_JOB, type ReadingJobInput } from './vendor-extraction-job.presenter.ts';
import { assertPublicSite, vendorSiteUrl } from './vendor-url.ts';
import { VENDOR_EXTRACTION_FEATURE } from './extract-model-pass.ts';

/**
 * Queues a reading of a vendor's site as a background job (the hub, "check site now"): any
 * process's runner takes it, saves each page as it is read, and a reload finds it by id.
 */
export const startVendorReading = async (opts: {
  db: Db;
  ai: AiService;
  allowPrivateHosts: readonly string[];
  runner: JobRunner;
  actor: Actor;
  url?: string;
  vendorId?: string;
}): Promise<JobRow> => {
  const { db, actor } = opts;
  let input: ReadingJobInput;
  if (opts.vendorId) {
    const vendor = await findVendor(db, actor.organizationId, opts.vendorId);
    if (!vendor) throw notFound('Vendor');
    if (!vendor.website) throw invalid('website', 'This vendor has no website to read');
    input = {
      url: vendorSiteUrl(vendor.website, 'website'),
      vendorId: vendor.id,
      trigger: 'manual',
    };
  } else {
    input = { url: vendorSiteUrl(opts.url ?? ''), trigger: 'hub' };
  }
  if (!hasPermission(actor.permissions, 'ai:use')) input.useModel = false;
  await assertPublicSite(input.url, opts.allowPrivateHosts, opts.vendorId ? 'website' : 'url');
  await opts.ai.admitOffline({ actor, feature: VENDOR_EXTRACTION_FEATURE });
  const job = await insertJob(db, {
    id: newId('aij'),
    organizationId: actor.organizationId,
    createdBy: actor.userId,
    kind: VENDOR_READING_JOB,
    status: 'queued',
    input,
  });
  opts.runner.wake();
  return job;
};
