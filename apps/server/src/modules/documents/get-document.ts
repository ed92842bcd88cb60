import type { Document } from '@rampart/contracts';
import { findDocument, listDocumentLinks, listDocumentVersions, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
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
