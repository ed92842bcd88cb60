import type { Document, DocumentLinksBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { documentPath } from './keys.ts';
import { useDocumentMutation } from './use-document-mutation.ts';

export type SetLinksInput = { id: string; links: DocumentLinksBody };

/** Replaces what the document supports (the whole set). */
export const setDocumentLinks = ({ id, links }: SetLinksInput) =>
  api.put<Document>(`${documentPath(id)}/links`, links);

export const useSetDocumentLinks = () => useDocumentMutation(setDocumentLinks);
