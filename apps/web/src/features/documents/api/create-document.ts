import type { Document, DocumentKind } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { useDocumentMutation } from './use-document-mutation.ts';

export type CreateDocumentInput = {
  file: File;
  title: string;
  kind: DocumentKind;
  description: string;
  /** '' for nobody. */
  ownerUserId: string;
  /** YYYY-MM-DD, or '' for none. */
  reviewDate: string;
  expiresAt: string;
};

/** The text fields first, the file last; empty fields are left out. */
export const toFormData = ({ file, ...fields }: { file: File } & Record<string, string | File>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value) form.set(key, value);
  }
  form.set('file', file, file.name);
  return form;
};

export const createDocument = (input: CreateDocumentInput) =>
  api.upload<Document>('/documents', toFormData(input));

export const useCreateDocument = () => useDocumentMutation(createDocument);
