import {
  createRiskBodySchema,
  type Finding,
  type FindingSeverity,
  type RISK_CATEGORY_VALUES,
} from '@rampart/contracts';
import {
  findFinding,
  findVendor,
  insertVendorEvents,
  lockFinding,
  newId,
  recordAudits,
  updateFindingRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { createRisksIn } from '../risks/create-risks.ts';
import { presentFinding } from './finding.presenter.ts';

type RiskCategory = (typeof RISK_CATEGORY_VALUES)[number];

/**
 * The register category of the risk a finding becomes, from the rule that raised it (its key):
 * a missing security page is a technology risk; privacy, subprocessor, legal-page and
 * certification findings are compliance risks; anything else (a finding written by hand) is
 * operational until the team says otherwise.
 */
const categoryOf = (findingKey: string | null): RiskCategory => {
  if (!findingKey) return 'OPERATIONAL';
  if (/security/.test(findingKey)) return 'TECHNOLOGY';
  if (/privacy|subprocessor|page_|certification|document_expired|agreement/.test(findingKey))
    return 'COMPLIANCE';
  return 'OPERATIONAL';
};

/** Inherent likelihood × impact a finding of each severity starts from; the team refines it. */
const POSITION: Record<FindingSeverity, { likelihood: number; impact: number }> = {
  critical: { likelihood: 4, impact: 5 },
  high: { likelihood: 4, impact: 4 },
  medium: { likelihood: 3, impact: 3 },
  low: { likelihood: 2, impact: 2 },
};

/**
 * Turns a finding into a register risk, linked both ways (finding.risk_id; the risk's text names
 * the finding and vendor). Category, position and owner are prefilled from the finding and its
 * vendor. A finding already turned into a risk is refused with 409. Answers the finding as the
 * findings show it, for the vendor page that asks.
 */
export const findingToRisk = async (opts: {
  db: Db;
  actor: Actor;
  findingId: string;
  input: { title?: string; ownerUserId?: string | null };
}): Promise<{ finding: Finding; riskId: string }> => {
  const { db, actor, findingId, input } = opts;
  const org = actor.organizationId;
  const turned = await db.transaction(async (tx) => {
    const finding = await lockFinding(tx, org, findingId);
    if (!finding) throw notFound('Finding');
    if (finding.riskId)
      throw new AppError('CONFLICT', 'This finding is already in the risk register', {
        riskId: finding.riskId,
      });
    const vendor = finding.vendorId ? await findVendor(tx, org, finding.vendorId) : null;
    const position = POSITION[finding.severity as FindingSeverity] ?? POSITION.medium;
    const body = createRiskBodySchema.parse({
      title: (input.title ?? (vendor ? `${vendor.name}: ${finding.title}` : finding.title)).slice(
        0,
        200,
      ),
      description: [
        finding.description,
        vendor ? `Raised by the assessment of vendor ${vendor.name}.` : '',
        finding.remediation ? `Remediation: ${finding.remediation}` : '',
      ]
        .filter(Boolean)
        .join('\n\n')
        .slice(0, 10_000),
      category: categoryOf(finding.findingKey),
      likelihood: position.likelihood,
      impact: position.impact,
      ownerUserId: input.ownerUserId ?? finding.ownerUserId ?? vendor?.ownerUserId ?? actor.userId,
    });
    const [risk] = await createRisksIn(tx, { actor, inputs: [body] });
    await updateFindingRow(tx, org, finding.id, { riskId: risk!.id });
    if (vendor)
      await insertVendorEvents(tx, [
        {
          id: newId('vev'),
          organizationId: org,
          vendorId: vendor.id,
          kind: 'finding_to_risk',
          summary: `Finding "${finding.title}" added to the risk register`,
          details: { findingId: finding.id, riskId: risk!.id },
          actorUserId: actor.userId,
        },
      ]);
    await recordAudits(tx, [
      {
        organizationId: org,
        actorId: actor.userId,
        action: 'finding.updated',
        entityType: 'finding',
        entityId: finding.id,
        before: { riskId: null },
        after: { riskId: risk!.id },
        requestId: actor.requestId,
      },
    ]);
    return { finding: (await findFinding(tx, org, finding.id))!, riskId: risk!.id };
  });
  return { finding: presentFinding(turned.finding, actor), riskId: turned.riskId };
};
