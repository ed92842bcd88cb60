import {
  unknownLinkTargets,
  type DocumentLinkTargets,
  type DocumentLinkType,
  type DocumentRow,
  type Executor,
} from '@rampart/db';
import { fieldErrors } from '../../errors.ts';

const LINK_NOUNS: Record<DocumentLinkType, string> = {
  control: 'Control',
  requirement: 'Requirement',
  vendor: 'Vendor',
};

/**
 * Link targets must be the organisation's controls and vendors and requirements it may see;
 * each unknown one is refused under the field that named it.
 */
export const checkLinkTargets = async (
  db: Executor,
  organizationId: string,
  targets: DocumentLinkTargets,
  fieldOf: (type: DocumentLinkType) => string,
): Promise<void> => {
  const unknown = await unknownLinkTargets(db, organizationId, targets);
  const issues = (Object.entries(unknown) as [DocumentLinkType, string[]][]).flatMap(
    ([type, ids]) =>
      ids.map((id) => ({
        field: fieldOf(type),
        message: `${LINK_NOUNS[type]} ${id} not found in this organisation`,
      })),
  );
  if (issues.length > 0) throw fieldErrors(issues);
};

/** The auditable view of a document. */
export const documentSnapshot = (d: DocumentRow) => ({
  title: d.title,
  kind: d.kind,
  description: d.description,
  ownerUserId: d.ownerUserId,
  status: d.status,
  reviewDate: d.reviewDate?.toISOString() ?? null,
  expiresAt: d.expiresAt?.toISOString() ?? null,
  currentVersionId: d.currentVersionId,
});
