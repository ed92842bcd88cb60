import type { Document } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { documentPath } from './keys.ts';
import { useDocumentMutation } from './use-document-mutation.ts';

export type ReviewAction = 'submit' | 'approve' | 'request-changes';

export type ReviewInput = { id: string; action: ReviewAction; comment: string };

/** Submit for review, approve, or send back with changes requested. */
export const reviewDocument = ({ id, action, comment }: ReviewInput) =>
  api.post<Document>(`${documentPath(id)}/${action}`, { comment });

export const useReviewDocument = () => useDocumentMutation(reviewDocument);
