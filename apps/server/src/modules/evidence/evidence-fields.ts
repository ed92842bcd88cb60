import type { FieldIssue } from '@rampart/contracts';
import {
  controlExistsInOrg,
  findControlTestRef,
  type EvidenceRow,
  type Executor,
} from '@rampart/db';
import { fieldErrors } from '../../errors.ts';

type Links = { controlId?: string | null; controlTestId?: string | null };

/**
 * Linked ids must be the organisation's. A test implies its control: evidence of a test is
 * evidence of the control tested, and a test of another control is refused.
 */
export const resolveEvidenceLinks = async (
  db: Executor,
  organizationId: string,
  links: Links,
  mismatchField: 'controlId' | 'controlTestId' = 'controlTestId',
): Promise<{ controlId: string | null; controlTestId: string | null }> => {
  const issues: FieldIssue[] = [];
  let controlId = links.controlId ?? null;
  if (controlId && !(await controlExistsInOrg(db, organizationId, controlId))) {
    issues.push({ field: 'controlId', message: 'Control not found in this organisation' });
  }
  const controlTestId = links.controlTestId ?? null;
  if (controlTestId) {
    const test = await findControlTestRef(db, organizationId, controlTestId);
    if (!test) {
      issues.push({
        field: 'controlTestId',
        message: 'Control test not found in this organisation',
      });
    } else if (controlId && test.controlId !== controlId) {
      issues.push({ field: mismatchField, message: 'The control test belongs to another control' });
    } else {
      controlId = test.controlId;
    }
  }
  if (issues.length > 0) throw fieldErrors(issues);
  return { controlId, controlTestId };
};

/** The auditable view of evidence: what it is and what it is linked to. */
export const evidenceSnapshot = (e: EvidenceRow) => ({
  title: e.title,
  description: e.description,
  fileName: e.fileName,
  contentType: e.contentType,
  sizeBytes: e.sizeBytes,
  sha256: e.sha256,
  effectiveDate: e.effectiveDate?.toISOString() ?? null,
  expiresAt: e.expiresAt?.toISOString() ?? null,
  controlId: e.controlId,
  controlTestId: e.controlTestId,
  assessmentId: e.assessmentId,
  vendorId: e.vendorId,
  documentType: e.documentType,
});
