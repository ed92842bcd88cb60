import {
  claimDueVendorWatches,
  insertJob,
  insertFinding,
  insertVendorEvents,
  newId,
  tryVendorWatchLock,
  unreportedExpiredDocuments,
  vendorFindingOwner,
  type Db,
} from '@rampart/db';
import { findingDueDate, withFindingSource } from '@rampart/domain';
import { VENDOR_READING_JOB, type ReadingJobInput } from './vendor-extraction-job.presenter.ts';

/** Vendors queued per sweep; the rest wait for the next minute. */
export const WATCH_BATCH = 20;
export const WATCH_SWEEP_MS = 60_000;

/**
 * One sweep of the watcher, safe from any number of processes: a transaction-scoped advisory
 * lock lets one sweeper in at a time (the others skip this minute), vendors due for a reading
 * are moved to their next time and get a reading job in the same transaction (any runner then
 * takes it), and each vendor document past its expiry gets one timeline entry and one finding
 * (its source, its owner and its due date stated). Offboarded vendors are neither read nor
 * reported on.
 */
export const sweepVendorWatches = async (db: Db, now: Date) =>
  db.transaction(async (tx) => {
    if (!(await tryVendorWatchLock(tx))) return { queued: 0, expired: 0 };
    const due = await claimDueVendorWatches(tx, now, WATCH_BATCH);
    for (const vendor of due) {
      const input: ReadingJobInput = {
        url: vendor.website,
        vendorId: vendor.id,
        trigger: 'schedule',
      };
      await insertJob(tx, {
        id: newId('aij'),
        organizationId: vendor.organizationId,
        createdBy: vendor.ownerUserId ?? vendor.createdBy,
        kind: VENDOR_READING_JOB,
        status: 'queued',
        input,
      });
    }
    const expired = await unreportedExpiredDocuments(tx, now, 100);
    for (const doc of expired) {
      const severity = 'medium';
      const finding = await insertFinding(tx, {
        id: newId('fnd'),
        organizationId: doc.organizationId,
        title: `Vendor document expired: ${doc.title}`.slice(0, 200),
        description: withFindingSource(
          `${doc.title} expired on ${doc.expiresAt!.toISOString().slice(0, 10)}; the vendor's assurance it gave is no longer current.`,
          { check: 'document_expiry', url: null, at: now },
        ),
        severity,
        status: 'open',
        ownerUserId: await vendorFindingOwner(tx, doc.organizationId, doc.vendorOwnerUserId),
        dueDate: findingDueDate(severity, now),
        remediation:
          'Request the current document from the vendor and upload it to the vendor record.',
        vendorId: doc.vendorId,
        findingKey: `document_expired:${doc.id}`,
        createdAt: now,
        updatedAt: now,
      });
      await insertVendorEvents(tx, [
        {
          id: newId('vev'),
          organizationId: doc.organizationId,
          vendorId: doc.vendorId!,
          kind: 'document_expired',
          summary: `Document expired: ${doc.title}`,
          details: { evidenceId: doc.id, documentType: doc.documentType, findingId: finding.id },
          occurredAt: now,
        },
      ]);
    }
    return { queued: due.length, expired: expired.length };
  });
