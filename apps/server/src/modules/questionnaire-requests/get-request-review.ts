import type { CollaborationPermission, RequestReview } from '@rampart/contracts';
import { findQuestionnaireRequest, listRequestItems, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { itemFiles } from './load-response-view.ts';
import { requireRequestAccess } from './request-access.ts';
import { presentRequestReview } from './review.presenter.ts';

/** The review as it stands, read with the caller's executor (a transaction after a change). */
export const loadRequestReview = async (
  db: Executor,
  organizationId: string,
  requestId: string,
  permissions: readonly CollaborationPermission[],
): Promise<RequestReview> => {
  const [request, items] = await Promise.all([
    findQuestionnaireRequest(db, organizationId, requestId),
    listRequestItems(db, organizationId, requestId),
  ]);
  const files = await itemFiles(db, organizationId, items);
  return presentRequestReview(request!, items, files, permissions);
};

/** A response question by question, for those who may view its questionnaire. */
export const getRequestReview = async (opts: {
  db: Executor;
  actor: Actor;
  requestId: string;
}): Promise<RequestReview> => {
  const { request, access } = await requireRequestAccess(
    opts.db,
    opts.actor,
    opts.requestId,
    'view',
  );
  return loadRequestReview(opts.db, opts.actor.organizationId, request.id, access.permissions);
};
