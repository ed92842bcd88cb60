import { FINDING_DONE_STATUSES, VENDOR_URL_KEYS, type VendorExtraction } from '@rampart/contracts';
import {
  changeFinding,
  changeSummary,
  compareReadings,
  findingDueDate,
  vendorIsWatched,
  withFindingSource,
  type SiteChange,
} from '@rampart/domain';
import {
  findVendorIntegration,
  insertFinding,
  insertVendorEvents,
  insertVendorSnapshot,
  latestVendorSnapshot,
  lockVendor,
  newId,
  openVendorFindings,
  recordAudits,
  updateVendorRow,
  vendorFindingOwner,
  type Db,
  type NewVendorEventRow,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import { assessVendorIn } from './assess-vendor.ts';

const asJson = <T>(v: T) => JSON.parse(JSON.stringify(v)) as T;

/** The page a change was seen on: the legal page itself, the list, or where a claim used to be. */
const changeUrl = (
  change: SiteChange,
  before: VendorExtraction | undefined,
  now: VendorExtraction,
) => {
  switch (change.kind) {
    case 'page_changed':
    case 'page_added':
    case 'page_removed':
      return change.url;
    case 'subprocessor_added':
      return (
        now.subprocessors.find((s) => s.name === change.name)?.source.url ??
        now.urls.subprocessorsList ??
        now.website
      );
    case 'certification_removed':
      return (
        before?.certificationClaims.find((c) => c.label === change.label)?.source.url ?? now.website
      );
    default:
      return now.website;
  }
};

/**
 * Applies a reading of a saved vendor's site in one transaction: the snapshot is kept, the
 * vendor's read facts (held certifications, claims, subprocessors, sources, page links found)
 * take the new values, and every change since the last reading becomes a timeline entry and,
 * where it raises risk, an open finding (one per change key while it stays open) naming the check
 * and page that raised it, owned by the vendor's owner (else the organisation's first owner) and
 * due by its severity; with the organisation's auto-apply setting on, the vendor is re-assessed
 * in the same transaction. An offboarded vendor's reading is kept and its changes are on the
 * timeline, but it raises no finding and is not re-assessed. A reading that found nothing (the
 * site was down) changes no fact: it is recorded as a failed fetch, and the time the site was
 * last read stays that of the last reading that worked.
 */
export const applyVendorReading = async (opts: {
  db: Db;
  organizationId: string;
  vendorId: string;
  extraction: VendorExtraction;
  jobId: string | null;
  trigger: 'create' | 'manual' | 'schedule';
  actorUserId: string | null;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<{ changes: number } | null> => {
  const { db, organizationId: org, vendorId, extraction, now } = opts;
  return db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, org, vendorId);
    if (!vendor) return null;
    const previous = await latestVendorSnapshot(tx, org, vendorId);
    await insertVendorSnapshot(tx, {
      id: newId('vsn'),
      organizationId: org,
      vendorId,
      extraction: asJson(extraction) as unknown as Record<string, unknown>,
      trigger: opts.trigger,
      jobId: opts.jobId,
      fetchedAt: now,
    });
    const event = (
      kind: string,
      summary: string,
      details: Record<string, unknown>,
    ): NewVendorEventRow => ({
      id: newId('vev'),
      organizationId: org,
      vendorId,
      kind,
      summary,
      details,
      actorUserId: opts.actorUserId,
      occurredAt: now,
    });
    if (extraction.fallback) {
      await insertVendorEvents(tx, [
        event('fetch_failed', `The site ${extraction.website} could not be read`, {
          notes: extraction.notes.slice(0, 10),
        }),
      ]);
      return { changes: 0 };
    }
    const before = previous?.extraction as VendorExtraction | undefined;
    const changes = before && !before.fallback ? compareReadings(before, extraction) : [];
    const open = await openVendorFindings(tx, org, vendorId, FINDING_DONE_STATUSES);
    const openKeys = new Set(open.map((f) => f.findingKey));
    const events: NewVendorEventRow[] = [
      event('fetched', `Site read: ${extraction.pages.filter((p) => p.contentHash).length} pages`, {
        pages: extraction.pages.length,
        changes: changes.length,
      }),
    ];
    const created = [];
    const watched = vendorIsWatched(vendor.status);
    const owner = watched ? await vendorFindingOwner(tx, org, vendor.ownerUserId) : null;
    for (const change of changes) {
      events.push(event(change.kind, changeSummary(change), { ...change }));
      const draft = watched ? changeFinding(change) : null;
      if (!draft || openKeys.has(draft.key)) continue;
      openKeys.add(draft.key);
      const finding = await insertFinding(tx, {
        id: newId('fnd'),
        organizationId: org,
        title: draft.title.slice(0, 200),
        description: withFindingSource(draft.description, {
          check: opts.trigger,
          url: changeUrl(change, before, extraction),
          at: now,
        }),
        severity: draft.severity,
        status: 'open',
        ownerUserId: owner,
        dueDate: findingDueDate(draft.severity, now),
        remediation: draft.remediation,
        vendorId,
        findingKey: draft.key,
        createdBy: opts.actorUserId,
        createdAt: now,
        updatedAt: now,
      });
      created.push(finding);
      events.push(
        event('finding_opened', `Finding opened: ${finding.title}`, {
          findingId: finding.id,
          severity: finding.severity,
        }),
      );
    }
    const urls = { ...vendor.urls };
    for (const key of VENDOR_URL_KEYS) if (extraction.urls[key]) urls[key] = extraction.urls[key];
    await updateVendorRow(tx, org, vendorId, {
      urls,
      certifications: extraction.certifications,
      certificationClaims: asJson(extraction.certificationClaims) as Record<string, unknown>[],
      subprocessors: asJson(extraction.subprocessors) as Record<string, unknown>[],
      sources: { ...vendor.sources, ...asJson(extraction.sources) },
      lastFetchedAt: now,
    });
    await insertVendorEvents(tx, events);
    // The organisation chose to re-assess on every reading (integration setting "auto-apply").
    if (watched && (await findVendorIntegration(tx, org))?.autoApply)
      await assessVendorIn(tx, {
        actor: { organizationId: org, userId: opts.actorUserId },
        vendorId,
        narrative: null,
        now,
        check: 'assessment',
      });
    await recordAudits(tx, [
      {
        organizationId: org,
        actorId: opts.actorUserId,
        action: 'vendor.site_read',
        entityType: 'vendor',
        entityId: vendorId,
        after: { website: extraction.website, changes: changes.length, trigger: opts.trigger },
      },
      ...created.map((f) => ({
        organizationId: org,
        actorId: opts.actorUserId,
        action: 'finding.created' as const,
        entityType: 'finding',
        entityId: f.id,
        after: { title: f.title, severity: f.severity, vendorId },
      })),
    ]);
    if (changes.length)
      opts.log?.info({ vendorId, changes: changes.length }, 'vendor site changed');
    return { changes: changes.length };
  });
};
