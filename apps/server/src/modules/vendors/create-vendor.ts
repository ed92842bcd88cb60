import { vendorExtractionSchema, type CreateVendorBody } from '@rampart/contracts';
import {
  findJob,
  findVendor,
  insertVendor,
  insertVendorEvents,
  insertVendorSnapshot,
  newId,
  recordAudit,
  type Db,
  type Executor,
  type NewVendorRow,
  type VendorRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { checkOwner } from '../organizations/owners.ts';
import { assessVendorIn } from './assess-vendor.ts';
import { VENDOR_READING_JOB } from './vendor-extraction-job.presenter.ts';
import { assertNotRegistered } from './vendor-duplicates.ts';
import { createdRecords, newVendorRow } from './vendor-writes.ts';

/** A finished extraction of the organisation's: the reading the new vendor keeps. */
const loadExtraction = async (tx: Executor, organizationId: string, jobId: string) => {
  const job = await findJob(tx, organizationId, jobId, [VENDOR_READING_JOB]);
  if (!job) throw notFound('Extraction job');
  if (job.status !== 'completed') {
    throw new AppError('CONFLICT', 'The extraction has not finished', [
      { field: 'extractionJobId', message: `The extraction is ${job.status}` },
    ]);
  }
  const parsed = vendorExtractionSchema.safeParse(job.result);
  if (!parsed.success) {
    throw new AppError('CONFLICT', 'The extraction left no reading to keep', [
      { field: 'extractionJobId', message: 'The extraction has no usable result' },
    ]);
  }
  return { job, raw: job.result!, extraction: parsed.data };
};

const definedUrls = (urls: CreateVendorBody['urls']) =>
  Object.fromEntries(Object.entries(urls).filter(([, v]) => v !== undefined && v !== ''));

/**
 * Adds a vendor to the register: its review cadence from the tier unless set, the first review
 * and site watch scheduled, and, from an extraction job, the claims, sources and subprocessors
 * read from its site with a snapshot of the reading (fields the form left empty take the read
 * values). `assess` runs the rules' assessment in the same transaction. A site already
 * registered (same registrable domain) is refused with a 409 naming that vendor, unless the
 * caller confirms with `allowDuplicate`.
 */
export const createVendor = async ({
  actor,
  input,
  db,
  now = new Date(),
}: {
  actor: Actor;
  input: CreateVendorBody;
  db: Db;
  now?: Date;
}): Promise<VendorRecord> =>
  db.transaction(async (tx) => {
    await checkOwner(tx, actor.organizationId, input.ownerUserId);
    const read = input.extractionJobId
      ? await loadExtraction(tx, actor.organizationId, input.extractionJobId)
      : null;
    const row: NewVendorRow = newVendorRow(actor, input, now);
    if (read) {
      // What the form left empty comes from the reading; what the user typed wins.
      const x = read.extraction;
      row.website ||= x.website;
      row.legalName ||= x.legalName;
      row.description ||= x.description;
      row.headquarterAddress ||= x.headquarterAddress;
      row.urls = { ...x.urls, ...definedUrls(input.urls) };
      row.certifications = read.extraction.certifications;
      row.certificationClaims = read.extraction.certificationClaims;
      row.sources = read.extraction.sources;
      row.subprocessors = read.extraction.subprocessors;
      // A reading that could not read the site leaves the site not read yet.
      if (!x.fallback) row.lastFetchedAt = read.job.finishedAt ?? now;
    }
    if (!input.allowDuplicate && row.website)
      await assertNotRegistered(tx, actor.organizationId, row.website);
    const created = await insertVendor(tx, row);
    if (read) {
      await insertVendorSnapshot(tx, {
        id: newId('vsn'),
        organizationId: actor.organizationId,
        vendorId: created.id,
        extraction: read.raw,
        trigger: 'create',
        jobId: read.job.id,
        fetchedAt: read.job.finishedAt ?? now,
      });
    }
    const { event, audit } = createdRecords(actor, created, now);
    await insertVendorEvents(tx, [event]);
    await recordAudit(tx, audit);
    if (input.assess)
      await assessVendorIn(tx, { actor, vendorId: created.id, narrative: null, now });
    return (await findVendor(tx, actor.organizationId, created.id))!;
  });
