import type { DocumentLinksBody } from '@rampart/contracts';
import {
  listDocumentLinks,
  lockDocument,
  recordAudit,
  replaceDocumentLinks,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { checkLinkTargets } from './document-fields.ts';

const FIELDS = { control: 'controlIds', requirement: 'requirementIds', vendor: 'vendorIds' };

/**
 * Replaces what a document supports. Every id must be the organisation's (or, for requirements,
 * of a framework it may see): an unknown one refuses the whole change, named by its field.
 */
export const setDocumentLinks = async ({
  actor,
  id,
  body,
  db,
}: {
  actor: Actor;
  id: string;
  body: DocumentLinksBody;
  db: Db;
}): Promise<void> => {
  const { organizationId } = actor;
  const targets = {
    control: [...new Set(body.controlIds)],
    requirement: [...new Set(body.requirementIds)],
    vendor: [...new Set(body.vendorIds)],
  };
  await db.transaction(async (tx) => {
    if (!(await lockDocument(tx, organizationId, id))) throw notFound('Document');
    await checkLinkTargets(tx, organizationId, targets, (t) => FIELDS[t]);
    const before = await listDocumentLinks(tx, organizationId, id);
    await replaceDocumentLinks(tx, organizationId, id, targets);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'document.links_updated',
      entityType: 'document',
      entityId: id,
      before: { links: before.map((l) => ({ type: l.type, id: l.id })) },
      after: { links: targets },
      requestId: actor.requestId,
    });
  });
};
