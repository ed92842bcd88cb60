import type { Document, DocumentRecord } from '@rampart/contracts';
import { findDocument, listDocumentLinks, listDocumentVersions, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { findPresentedEvidence } from '../evidence/get-evidence.ts';
import { presentDocument } from './document.presenter.ts';

/** A document with its versions (newest first) and links, as its page shows it. */
export const getDocument = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Executor;
}): Promise<Document> => {
  const { organizationId } = actor;
  const row = await findDocument(db, organizationId, id);
  if (!row) throw notFound('Document');
  const [versions, links] = await Promise.all([
    listDocumentVersions(db, organizationId, id),
    listDocumentLinks(db, organizationId, id),
  ]);
  return presentDocument(row, versions, links, actor);
};

/**
 * What the Documents list shows under an id: the document, or the evidence file listed beside
 * the documents (decision 022), so every row of the list opens by its id.
 */
export const getDocumentRecord = async (call: {
  actor: Actor;
  id: string;
  db: Executor;
}): Promise<DocumentRecord> => {
  const evidence = await findPresentedEvidence(call);
  if (evidence) return { ...evidence, source: 'evidence' };
  return { ...(await getDocument(call)), source: 'document' };
};
