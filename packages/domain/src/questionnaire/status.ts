// Questionnaire status and what each collaborator may do in it.
import {
  COLLABORATION_ROLE_PERMISSIONS,
  type CollaborationPermission,
  type CollaborationRole,
  type QuestionnaireStatus,
} from '@rampart/contracts';

/**
 * The status moves a team expects. A published questionnaire's questions change only through
 * a new version (revise: back to draft, the published one kept as a version); archived is
 * read-only until unarchived to draft.
 */
export const QUESTIONNAIRE_TRANSITIONS = {
  publish: { from: ['draft'], to: 'published', permission: 'admin' },
  revise: { from: ['published'], to: 'draft', permission: 'edit' },
  archive: { from: ['draft', 'published'], to: 'archived', permission: 'admin' },
  unarchive: { from: ['archived'], to: 'draft', permission: 'admin' },
} as const satisfies Record<
  string,
  {
    from: readonly QuestionnaireStatus[];
    to: QuestionnaireStatus;
    permission: CollaborationPermission;
  }
>;
export type QuestionnaireTransition = keyof typeof QUESTIONNAIRE_TRANSITIONS;

export const canTransition = (
  transition: QuestionnaireTransition,
  status: QuestionnaireStatus,
  permissions: readonly CollaborationPermission[],
): boolean => {
  const t = QUESTIONNAIRE_TRANSITIONS[transition];
  return (
    (t.from as readonly QuestionnaireStatus[]).includes(status) &&
    permissions.includes(t.permission)
  );
};

/** What the UI shows and the server checks, for one person on one questionnaire. */
export type QuestionnaireAbilities = {
  view: boolean;
  /** Change sections and questions (the Yjs connection is writable). */
  editQuestions: boolean;
  comment: boolean;
  share: boolean;
  manageSettings: boolean;
  createVersion: boolean;
  restoreVersion: boolean;
  download: boolean;
  delete: boolean;
} & Record<QuestionnaireTransition, boolean>;

/**
 * Abilities from permissions (a role's, or a link's) and the status. Archived is read-only:
 * only viewing, downloading, unarchiving and deleting remain. Restoring a version rewrites the
 * questions, so it needs a draft; `downloadAllowed` is the share settings' (or link's) switch,
 * which people with admin rights are not held to.
 */
export const questionnaireAbilities = (
  permissions: readonly CollaborationPermission[],
  status: QuestionnaireStatus,
  downloadAllowed: boolean,
): QuestionnaireAbilities => {
  const has = (p: CollaborationPermission) => permissions.includes(p);
  const live = status !== 'archived';
  return {
    view: has('view'),
    editQuestions: has('edit') && status === 'draft',
    comment: has('comment') && live,
    share: has('share') && live,
    manageSettings: has('admin') && live,
    createVersion: has('edit') && live,
    restoreVersion: has('edit') && status === 'draft',
    download: has('view') && (downloadAllowed || has('admin')),
    delete: has('delete'),
    publish: canTransition('publish', status, permissions),
    revise: canTransition('revise', status, permissions),
    archive: canTransition('archive', status, permissions),
    unarchive: canTransition('unarchive', status, permissions),
  };
};

/** The same, from a collaborator's role. */
export const roleAbilities = (
  role: CollaborationRole,
  status: QuestionnaireStatus,
  downloadAllowed: boolean,
) => questionnaireAbilities(COLLABORATION_ROLE_PERMISSIONS[role], status, downloadAllowed);
