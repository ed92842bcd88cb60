import type { Document, DocumentKind } from '@rampart/contracts';
import { api, versionHeader } from '../../../lib/api-client.ts';
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
  /** The updatedAt the change was made on; a newer one answers 412, nothing saved. */
  version?: string;
};

export const updateDocument = ({ id, patch, version }: UpdateDocumentInput) =>
  api.patch<Document>(documentPath(id), patch, versionHeader(version));

export const useUpdateDocument = () => useDocumentMutation(updateDocument);
