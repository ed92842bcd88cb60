import type { Document } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { toFormData } from './create-document.ts';
import { documentPath } from './keys.ts';
import { useDocumentMutation } from './use-document-mutation.ts';

export type UploadVersionInput = { documentId: string; file: File; note: string };

/** A new file for the document: its next version (an approved document returns to draft). */
export const uploadDocumentVersion = ({ documentId, file, note }: UploadVersionInput) =>
  api.upload<Document>(`${documentPath(documentId)}/versions`, toFormData({ file, note }));

export const useUploadDocumentVersion = () => useDocumentMutation(uploadDocumentVersion);
