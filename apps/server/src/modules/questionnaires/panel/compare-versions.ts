import type { QuestionnaireVersionComparison } from '@rampart/contracts';
import { compareVersions as compare, type QuestionnaireStructure } from '@rampart/domain';
import { findQuestionnaireVersion, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { presentComparison } from './version.presenter.ts';

/** Two versions, question by question: what `to` added, removed and changed since `from`. */
export const compareVersions = async ({
  actor,
  id,
  from,
  to,
  db,
}: {
  actor: Actor;
  id: string;
  from: string;
  to: string;
  db: Db;
}): Promise<QuestionnaireVersionComparison> => {
  await requireQuestionnaireAccess(db, actor, id, 'view');
  const [a, b] = await Promise.all([
    findQuestionnaireVersion(db, actor.organizationId, id, from),
    findQuestionnaireVersion(db, actor.organizationId, id, to),
  ]);
  if (!a || !b) throw notFound('Version');
  const structure = (v: typeof a) => v.structure as unknown as QuestionnaireStructure;
  return presentComparison(a, b, compare(structure(a), structure(b)));
};
