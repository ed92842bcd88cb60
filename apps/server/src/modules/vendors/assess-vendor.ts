import { hasPermission } from '@rampart/domain';
import { FINDING_DONE_STATUSES, VENDOR_MESSAGES } from '@rampart/contracts';
import {
  assessVendor,
  findingDueDate,
  VENDOR_FINDING_KEYS,
  vendorIsWatched,
  withFindingSource,
  type VendorAssessmentResult,
} from '@rampart/domain';
import {
  findVendor,
  findVendorIntegration,
  findVendorAssessment,
  insertFinding,
  insertVendorAssessment,
  insertVendorEvents,
  latestAcceptedVendorResponse,
  lockVendor,
  newId,
  openVendorFindings,
  recordAudits,
  updateFindingRow,
  updateVendorRow,
  validVendorDocumentTypes,
  vendorFindingOwner,
  type Db,
  type Executor,
  type VendorAssessmentRecord,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AiService } from '../../ai/service.ts';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { enhancedNarrative, type Narrative } from './enhanced-narrative.ts';
import { vendorFactsOf } from './vendor-facts.ts';

/** Who assesses: a member, or the watcher (no user) when the organisation re-assesses on reading. */
export type Assessor = Pick<Actor, 'organizationId'> & {
  userId: string | null;
  requestId?: string;
};

/** The spec's integration default (§9 Integration): confidence threshold 0.8. */
const DEFAULT_THRESHOLD = 0.8;

type Options = {
  db: Db;
  ai: AiService;
  actor: Actor;
  vendorId: string;
  enhanced: boolean;
  log?: FastifyBaseLogger;
  now?: Date;
};

/**
 * Assesses a vendor by the spec's rules (packages/domain) and keeps the assessment with the facts
 * it used. The rule findings are kept in step: a new one is opened (owned by the vendor's owner,
 * else the organisation's first owner, due by its severity, its source stated; none for an
 * offboarded vendor), one whose condition no longer holds is resolved, and an open one is left
 * as it is. An enhanced
 * assessment adds the model's narrative, asked before the transaction so no lock waits on it.
 */
export const assessVendorNow = async (opts: Options): Promise<VendorAssessmentRecord> => {
  const { db, actor, vendorId } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  let narrative: Narrative | null = null;
  try {
    if (opts.enhanced) {
      const vendor = await readForNarrative(db, org, vendorId, now);
      const settings = await findVendorIntegration(db, org);
      narrative = await enhancedNarrative({
        ai: opts.ai,
        actor,
        useModel: (settings?.aiEnabled ?? true) && hasPermission(actor.permissions, 'ai:use'),
        ...vendor,
      });
    }
    return await db.transaction((tx) => assessVendorIn(tx, { actor, vendorId, narrative, now }));
  } catch (err) {
    // A refusal (404, 409, 429 past the AI limits) keeps its code; a failure gets the spec's words.
    if (err instanceof AppError && err.status < 500) throw err;
    opts.log?.error({ err, vendorId }, 'vendor assessment failed');
    throw new AppError(
      err instanceof AppError && err.status === 503 ? err.code : 'INTERNAL_ERROR',
      opts.enhanced ? VENDOR_MESSAGES.enhancedFailed : VENDOR_MESSAGES.assessFailed,
    );
  }
};

/** The rules' assessment inside the caller's transaction (creating a vendor can assess it too). */
export const assessVendorIn = async (
  tx: Executor,
  opts: {
    actor: Assessor;
    vendorId: string;
    narrative: Narrative | null;
    now: Date;
    /** A site check that led to this assessment, named on the findings it opens. */
    check?: 'assessment';
  },
): Promise<VendorAssessmentRecord> => {
  const { actor, vendorId, narrative, now } = opts;
  const settings = await findVendorIntegration(tx, actor.organizationId);
  const org = actor.organizationId;
  const vendor = await lockVendor(tx, org, vendorId);
  if (!vendor) throw notFound('Vendor');
  const facts = vendorFactsOf(
    vendor,
    await validVendorDocumentTypes(tx, org, vendorId, now),
    await acceptedQuestionnaire(tx, org, vendorId),
  );
  const result = assessVendor(facts);
  const { riskScore, complianceStatus, ...rest } = result;
  const row = await insertVendorAssessment(tx, {
    id: newId('vas'),
    organizationId: org,
    vendorId,
    riskScore,
    complianceStatus,
    facts: { ...facts, dataKinds: facts.dataKinds ?? [], tier: facts.tier ?? null },
    // The threshold in force when the narrative was written: below it, it is shown as a draft.
    result: { ...rest, confidenceThreshold: settings?.confidenceThreshold ?? DEFAULT_THRESHOLD },
    enhanced: narrative !== null,
    narrative: narrative?.text ?? null,
    engine: narrative?.engine ?? 'rules',
    model: narrative?.model ?? null,
    aiConfidence: narrative?.confidence ?? null,
    assessedBy: actor.userId,
    assessedAt: now,
  });
  await updateVendorRow(tx, org, vendorId, {
    riskScore,
    complianceStatus,
    lastAssessedAt: now,
  });
  const opened = await syncRuleFindings(tx, actor, vendor, result, now, opts.check ?? null);
  await insertVendorEvents(tx, [
    {
      id: newId('vev'),
      organizationId: org,
      vendorId,
      kind: 'assessed',
      summary: `Assessed: risk score ${riskScore} (${complianceStatus.replace('_', ' ').toLowerCase()})${vendor.riskScore === null ? '' : `, was ${vendor.riskScore}`}`,
      details: {
        assessmentId: row.id,
        riskScore,
        previousScore: vendor.riskScore,
        complianceStatus,
        enhanced: row.enhanced,
      },
      actorUserId: actor.userId,
      occurredAt: now,
    },
    ...opened.map((f) => ({
      id: newId('vev'),
      organizationId: org,
      vendorId,
      kind: 'finding_opened',
      summary: `Finding opened: ${f.title}`,
      details: { findingId: f.id, severity: f.severity },
      actorUserId: actor.userId,
      occurredAt: now,
    })),
  ]);
  await recordAudits(tx, [
    {
      organizationId: org,
      actorId: actor.userId,
      action: 'vendor.assessed',
      entityType: 'vendor',
      entityId: vendorId,
      before: { riskScore: vendor.riskScore, complianceStatus: vendor.complianceStatus },
      after: { riskScore, complianceStatus, assessmentId: row.id },
      requestId: actor.requestId,
    },
  ]);
  return (await findVendorAssessment(tx, org, row.id))!;
};

/** The vendor and the rules' result for the narrative, read without a lock (the model is slow). */
const readForNarrative = async (db: Db, org: string, vendorId: string, now: Date) => {
  const vendor = await findVendor(db, org, vendorId);
  if (!vendor) throw notFound('Vendor');
  const facts = vendorFactsOf(
    vendor,
    await validVendorDocumentTypes(db, org, vendorId, now),
    await acceptedQuestionnaire(db, org, vendorId),
  );
  return { vendor, result: assessVendor(facts) };
};

/** The vendor's latest accepted questionnaire response, as the facts carry it. */
const acceptedQuestionnaire = async (db: Executor, org: string, vendorId: string) => {
  const found = await latestAcceptedVendorResponse(db, org, vendorId);
  return found && { ...found, acceptedAt: found.acceptedAt.toISOString() };
};

const syncRuleFindings = async (
  tx: Executor,
  actor: Assessor,
  vendor: { id: string; ownerUserId: string | null; status: string },
  result: VendorAssessmentResult,
  now: Date,
  check: 'assessment' | null,
) => {
  const org = actor.organizationId;
  const open = await openVendorFindings(tx, org, vendor.id, FINDING_DONE_STATUSES);
  const openKeys = new Set(open.map((f) => f.findingKey));
  const wanted = new Set(result.findings.map((f) => f.key));
  const created = [];
  const toOpen = vendorIsWatched(vendor.status)
    ? result.findings.filter((d) => !openKeys.has(d.key))
    : [];
  const owner = toOpen.length ? await vendorFindingOwner(tx, org, vendor.ownerUserId) : null;
  for (const draft of toOpen) {
    created.push(
      await insertFinding(tx, {
        id: newId('fnd'),
        organizationId: org,
        title: draft.title,
        description: check
          ? withFindingSource(draft.description, { check, url: null, at: now })
          : draft.description,
        severity: draft.severity,
        status: 'open',
        ownerUserId: owner,
        dueDate: findingDueDate(draft.severity, now),
        remediation: draft.remediation,
        vendorId: vendor.id,
        findingKey: draft.key,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      }),
    );
  }
  const stale = open.filter(
    (f) => f.findingKey && VENDOR_FINDING_KEYS.includes(f.findingKey) && !wanted.has(f.findingKey),
  );
  for (const f of stale) await updateFindingRow(tx, org, f.id, { status: 'resolved' });
  await recordAudits(tx, [
    ...created.map((f) => ({
      organizationId: org,
      actorId: actor.userId,
      action: 'finding.created' as const,
      entityType: 'finding',
      entityId: f.id,
      after: { title: f.title, severity: f.severity, vendorId: vendor.id },
      requestId: actor.requestId,
    })),
    ...stale.map((f) => ({
      organizationId: org,
      actorId: actor.userId,
      action: 'finding.updated' as const,
      entityType: 'finding',
      entityId: f.id,
      before: { status: f.status },
      after: { status: 'resolved', reason: 'The condition no longer holds at re-assessment' },
      requestId: actor.requestId,
    })),
  ]);
  return created;
};
