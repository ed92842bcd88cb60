import type { CollaborationPermission, Page, QuestionnaireRequest } from '@rampart/contracts';
import {
  findQuestionnaire,
  listQuestionnaireRequests,
  questionnaireIdsOfVendorRequests,
  vendorExistsInOrg,
  type Db,
  type PageQuery,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import {
  questionnaireAccess,
  requireQuestionnaireAccess,
} from '../questionnaires/questionnaire-access.ts';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';

type Listed = Page<QuestionnaireRequest>;

/** The requests of one questionnaire, for those who may view it. */
export const listRequestsOfQuestionnaire = async (opts: {
  db: Db;
  actor: Actor;
  questionnaireId: string;
  page: PageQuery;
}): Promise<Listed> => {
  const { db, actor } = opts;
  const { access } = await requireQuestionnaireAccess(db, actor, opts.questionnaireId, 'view');
  const { rows, total, nextCursor } = await listQuestionnaireRequests(
    db,
    actor.organizationId,
    { questionnaireId: opts.questionnaireId },
    opts.page,
  );
  const now = new Date();
  return {
    items: rows.map((r) => presentQuestionnaireRequest(r, access.permissions, now)),
    total,
    nextCursor,
  };
};

/**
 * The requests sent to one vendor, across questionnaires: those of a questionnaire the actor
 * may not see are left out, in the query itself, so pages are full and `total` is theirs.
 */
export const listRequestsOfVendor = async (opts: {
  db: Db;
  actor: Actor;
  vendorId: string;
  page: PageQuery;
}): Promise<Listed> => {
  const { db, actor } = opts;
  const org = actor.organizationId;
  if (!(await vendorExistsInOrg(db, org, opts.vendorId))) throw notFound('Vendor');
  const permissions = new Map<string, readonly CollaborationPermission[]>();
  for (const id of await questionnaireIdsOfVendorRequests(db, org, opts.vendorId)) {
    const questionnaire = await findQuestionnaire(db, org, id);
    const access = questionnaire ? await questionnaireAccess(db, actor, questionnaire) : null;
    if (access) permissions.set(id, access.permissions);
  }
  const { rows, total, nextCursor } = await listQuestionnaireRequests(
    db,
    org,
    { vendorId: opts.vendorId, questionnaireIds: [...permissions.keys()] },
    opts.page,
  );
  const now = new Date();
  const items = rows.map((r) =>
    presentQuestionnaireRequest(r, permissions.get(r.questionnaireId)!, now),
  );
  return { items, total, nextCursor };
};
