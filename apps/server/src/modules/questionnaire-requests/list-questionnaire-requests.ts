import type { CollaborationPermission, QuestionnaireRequest } from '@rampart/contracts';
import {
  findQuestionnaire,
  listQuestionnaireRequests,
  vendorExistsInOrg,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import {
  questionnaireAccess,
  requireQuestionnaireAccess,
} from '../questionnaires/questionnaire-access.ts';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';

type Page = { limit: number; offset: number };
type Listed = { items: QuestionnaireRequest[]; total: number };

/** The requests of one questionnaire, for those who may view it. */
export const listRequestsOfQuestionnaire = async (opts: {
  db: Db;
  actor: Actor;
  questionnaireId: string;
  page: Page;
}): Promise<Listed> => {
  const { db, actor } = opts;
  const { access } = await requireQuestionnaireAccess(db, actor, opts.questionnaireId, 'view');
  const { rows, total } = await listQuestionnaireRequests(
    db,
    actor.organizationId,
    { questionnaireId: opts.questionnaireId },
    opts.page,
  );
  const now = new Date();
  return { items: rows.map((r) => presentQuestionnaireRequest(r, access.permissions, now)), total };
};

/**
 * The requests sent to one vendor, across questionnaires: those of a questionnaire the actor
 * may not see are left out (and not counted).
 */
export const listRequestsOfVendor = async (opts: {
  db: Db;
  actor: Actor;
  vendorId: string;
  page: Page;
}): Promise<Listed> => {
  const { db, actor } = opts;
  const org = actor.organizationId;
  if (!(await vendorExistsInOrg(db, org, opts.vendorId))) throw notFound('Vendor');
  const { rows, total } = await listQuestionnaireRequests(
    db,
    org,
    { vendorId: opts.vendorId },
    opts.page,
  );
  const permissions = new Map<string, readonly CollaborationPermission[] | null>();
  for (const id of new Set(rows.map((r) => r.questionnaireId))) {
    const questionnaire = await findQuestionnaire(db, org, id);
    const access = questionnaire ? await questionnaireAccess(db, actor, questionnaire) : null;
    permissions.set(id, access?.permissions ?? null);
  }
  const now = new Date();
  const items = rows.flatMap((r) => {
    const granted = permissions.get(r.questionnaireId);
    return granted ? [presentQuestionnaireRequest(r, granted, now)] : [];
  });
  return { items, total: total - (rows.length - items.length) };
};
