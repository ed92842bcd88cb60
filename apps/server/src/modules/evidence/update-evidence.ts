import type { UpdateEvidenceBody } from '@rampart/contracts';
import {
  findEvidence,
  recordAudit,
  updateEvidenceRow,
  type Db,
  type EvidenceRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { fieldErrors, invalid, notFound } from '../../errors.ts';
import { assessmentLinkIssue } from '../assessments/assessment-link.ts';
import { evidenceSnapshot, resolveEvidenceLinks } from './evidence-fields.ts';

/** Changes what evidence says and what it is linked to; the file itself never changes. */
export const updateEvidence = async ({
  actor,
  id,
  patch,
  db,
}: {
  actor: Actor;
  id: string;
  patch: UpdateEvidenceBody;
  db: Db;
}): Promise<EvidenceRecord> =>
  db.transaction(async (tx) => {
    const before = await findEvidence(tx, actor.organizationId, id);
    if (!before) throw notFound('Evidence');
    const effectiveDate =
      patch.effectiveDate !== undefined ? patch.effectiveDate : before.effectiveDate;
    const expiresAt = patch.expiresAt !== undefined ? patch.expiresAt : before.expiresAt;
    if (effectiveDate && expiresAt && expiresAt < effectiveDate) {
      throw invalid('expiresAt', 'The expiry date must be on or after the effective date');
    }
    const linksChanged = patch.controlId !== undefined || patch.controlTestId !== undefined;
    const links = linksChanged
      ? await resolveEvidenceLinks(
          tx,
          actor.organizationId,
          {
            controlId: patch.controlId !== undefined ? patch.controlId : before.controlId,
            // Moving evidence to another control drops a test of the old one.
            controlTestId:
              patch.controlTestId !== undefined
                ? patch.controlTestId
                : patch.controlId !== before.controlId
                  ? null
                  : before.controlTestId,
          },
          patch.controlTestId !== undefined ? 'controlTestId' : 'controlId',
        )
      : {};
    const assessmentIssue = await assessmentLinkIssue(tx, actor.organizationId, patch.assessmentId);
    if (assessmentIssue) throw fieldErrors([assessmentIssue]);
    const after = await updateEvidenceRow(tx, actor.organizationId, id, { ...patch, ...links });
    if (!after) throw notFound('Evidence');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'evidence.updated',
      entityType: 'evidence',
      entityId: id,
      before: evidenceSnapshot(before),
      after: evidenceSnapshot(after),
      requestId: actor.requestId,
    });
    return { ...after, uploaderName: before.uploaderName };
  });
