// One questionnaire, one person: which collaboration role they hold (decision 019). Every
// questionnaire route and the collaboration socket ask here; nothing else decides.
import {
  COLLABORATION_ROLE_PERMISSIONS,
  type CollaborationPermission,
  type CollaborationRole,
  type QuestionnaireStatus,
} from '@rampart/contracts';
import {
  hasPermission,
  questionnaireAbilities,
  questionnaireRole,
  type QuestionnaireAbilities,
} from '@rampart/domain';
import {
  findActiveMemberRole,
  findActiveMemberRoles,
  findQuestionnaire,
  type Executor,
  type QuestionnaireRecord,
  type QuestionnaireRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { forbidden, notFound } from '../../errors.ts';

export type QuestionnaireAccess = {
  role: CollaborationRole;
  permissions: readonly CollaborationPermission[];
  abilities: QuestionnaireAbilities;
};

type Person = Pick<Actor, 'userId' | 'organizationId' | 'permissions' | 'apiTokenId'>;

export const accessFromRole = (
  role: CollaborationRole,
  row: Pick<QuestionnaireRow, 'status' | 'allowDownload'>,
): QuestionnaireAccess => {
  const permissions = COLLABORATION_ROLE_PERMISSIONS[role];
  return {
    role,
    permissions,
    abilities: questionnaireAbilities(
      permissions,
      row.status as QuestionnaireStatus,
      row.allowDownload,
    ),
  };
};

type AccessRow = Pick<
  QuestionnaireRow,
  'id' | 'createdBy' | 'visibility' | 'status' | 'allowDownload'
>;

/** Organisation owners and admins see every questionnaire of theirs, private ones included. */
export const seesEveryQuestionnaire = (person: Pick<Person, 'permissions'>): boolean =>
  hasPermission(person.permissions, 'organization:manage');

const accessOf = (
  person: Person,
  row: AccessRow,
  memberRole: string | null,
): QuestionnaireAccess | null => {
  const role = questionnaireRole({
    isCreator: row.createdBy === person.userId,
    isOrganizationAdmin: seesEveryQuestionnaire(person),
    creatorGone: row.createdBy === null,
    memberRole: memberRole as CollaborationRole | null,
    visibility: row.visibility as 'private' | 'organization' | 'public',
    canWriteQuestionnaires: hasPermission(person.permissions, 'questionnaires:write'),
    canReadQuestionnaires: hasPermission(person.permissions, 'questionnaires:read'),
  });
  if (!role) return null;
  // A token without questionnaires:write only reads, whatever its person may do (decision 037).
  const readOnlyToken =
    person.apiTokenId !== undefined && !hasPermission(person.permissions, 'questionnaires:write');
  return accessFromRole(readOnlyToken ? 'viewer' : role, row);
};

/** The person's access to the questionnaire, or null when it is not theirs to see. */
export const questionnaireAccess = async (
  db: Executor,
  person: Person,
  row: AccessRow,
): Promise<QuestionnaireAccess | null> =>
  accessOf(
    person,
    row,
    await findActiveMemberRole(db, person.organizationId, row.id, person.userId),
  );

/** The same for a page of questionnaires, in one query; rows not theirs to see are left out. */
export const questionnairesAccess = async <R extends AccessRow>(
  db: Executor,
  person: Person,
  rows: R[],
): Promise<{ row: R; access: QuestionnaireAccess }[]> => {
  const roles = await findActiveMemberRoles(
    db,
    person.organizationId,
    person.userId,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const access = accessOf(person, row, roles.get(row.id) ?? null);
    return access ? [{ row, access }] : [];
  });
};

/**
 * The questionnaire and the actor's access to it. Not found when it does not exist or is not
 * theirs to see (the two are not told apart); forbidden when they see it but lack `needed`.
 */
export const requireQuestionnaireAccess = async (
  db: Executor,
  actor: Actor,
  id: string,
  needed: CollaborationPermission = 'view',
): Promise<{ questionnaire: QuestionnaireRecord; access: QuestionnaireAccess }> => {
  const questionnaire = await findQuestionnaire(db, actor.organizationId, id);
  const access = questionnaire ? await questionnaireAccess(db, actor, questionnaire) : null;
  if (!questionnaire || !access) throw notFound('Questionnaire');
  if (!access.permissions.includes(needed)) throw forbidden();
  return { questionnaire, access };
};
