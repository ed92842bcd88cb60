import type { Document, DocumentKind } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { documentPath } from './keys.ts';
import { useDocumentMutation } from './use-document-mutation.ts';

export type UpdateDocumentInput = {
  id: string;
  patch: Partial<{
    title: string;
    kind: DocumentKind;
    description: string;
    ownerUserId: string | null;
    /** YYYY-MM-DD, or null to clear. */
    reviewDate: string | null;
    expiresAt: string | null;
  }>;
};

export const updateDocument = ({ id, patch }: UpdateDocumentInput) =>
  api.patch<Document>(documentPath(id), patch);

export const useUpdateDocument = () => useDocumentMutation(updateDocument);
