// Sharing: who holds which permission, inviting, and whether a share link lets someone in.
import {
  COLLABORATION_MESSAGES,
  COLLABORATION_ROLE_PERMISSIONS,
  DEFAULT_SHARE_LINK_NAME,
  QUESTIONNAIRE_LIMITS,
  SHARE_LINK_PERMISSIONS,
  SHAREABLE_COLLABORATION_ROLES,
  type CollaborationPermission,
  type CollaborationRole,
  type ShareLinkType,
} from '@rampart/contracts';

/** §4: changing a role resets the permissions to the role's set. */
export const collaborationPermissionsForRole = (
  role: CollaborationRole,
): CollaborationPermission[] => [...COLLABORATION_ROLE_PERMISSIONS[role]];

export const roleHasPermission = (
  role: CollaborationRole,
  permission: CollaborationPermission,
): boolean => COLLABORATION_ROLE_PERMISSIONS[role].includes(permission);

/** §6: the roles the share dialog offers; owner is not one of them. */
export const isShareableRole = (role: CollaborationRole): boolean =>
  (SHAREABLE_COLLABORATION_ROLES as readonly CollaborationRole[]).includes(role);

/**
 * May `actor` give `to` to someone who now holds `from` (null: a new invitation)? It takes the
 * share permission; the owner's role is never changed here; only an owner makes or unmakes
 * admins, so an admin cannot lock another admin out.
 */
export const canAssignCollaborationRole = (
  actor: CollaborationRole,
  from: CollaborationRole | null,
  to: CollaborationRole,
): boolean => {
  if (!roleHasPermission(actor, 'share') || !isShareableRole(to) || from === 'owner') return false;
  if ((to === 'admin' || from === 'admin') && actor !== 'owner') return false;
  return true;
};

/** Removing someone follows the same rule as demoting them; nobody removes the owner. */
export const canRemoveCollaborator = (
  actor: CollaborationRole,
  target: CollaborationRole,
): boolean =>
  target !== 'owner' &&
  roleHasPermission(actor, 'share') &&
  (target !== 'admin' || actor === 'owner');

/** §5 Invite: a blank email is refused with the spec's toast; no format check is asked for here. */
export const inviteEmail = (
  text: string,
): { ok: true; email: string } | { ok: false; title: string; message: string } => {
  const email = text.trim().toLowerCase();
  return email === ''
    ? {
        ok: false,
        title: COLLABORATION_MESSAGES.emailRequired,
        message: COLLABORATION_MESSAGES.emailRequiredText,
      }
    : { ok: true, email };
};

/** §5: a link's name defaults to 'Shared Link' when left empty. */
export const shareLinkName = (name: string | null | undefined): string =>
  (name ?? '').trim().slice(0, QUESTIONNAIRE_LIMITS.shareLinkNameMax) || DEFAULT_SHARE_LINK_NAME;

export type ShareLinkRules = {
  type: ShareLinkType;
  isActive: boolean;
  expiresAt: Date | null;
  passwordProtected: boolean;
  requiresSignIn: boolean;
};

/** A link expires at its expiry instant: at that moment it no longer opens. */
export const shareLinkExpired = (link: Pick<ShareLinkRules, 'expiresAt'>, now: Date): boolean =>
  link.expiresAt !== null && now.getTime() >= link.expiresAt.getTime();

export type ShareLinkRefusal =
  'inactive' | 'expired' | 'sign_in_required' | 'password_required' | 'wrong_password';

export const SHARE_LINK_REFUSAL_MESSAGES: Record<ShareLinkRefusal, string> = {
  inactive: 'This link has been turned off',
  expired: 'This link has expired',
  sign_in_required: 'Sign in to open this link',
  password_required: 'Enter the password for this link',
  wrong_password: 'That password is not right',
};

/**
 * What a visit through a link may do. `password` is what the server found: none given,
 * 'wrong' or 'right' (the hash is checked there); it matters only when protection is on (§5).
 * A turned-off link is refused before anything else, so it tells nothing about its password.
 */
export const shareLinkAccess = (
  link: ShareLinkRules,
  visit: { now: Date; signedIn: boolean; password: 'none' | 'wrong' | 'right' },
):
  | { allowed: true; permissions: CollaborationPermission[] }
  | { allowed: false; reason: ShareLinkRefusal; message: string } => {
  const refuse = (reason: ShareLinkRefusal) => ({
    allowed: false as const,
    reason,
    message: SHARE_LINK_REFUSAL_MESSAGES[reason],
  });
  if (!link.isActive) return refuse('inactive');
  if (shareLinkExpired(link, visit.now)) return refuse('expired');
  if (link.requiresSignIn && !visit.signedIn) return refuse('sign_in_required');
  if (link.passwordProtected && visit.password === 'none') return refuse('password_required');
  if (link.passwordProtected && visit.password === 'wrong') return refuse('wrong_password');
  return { allowed: true, permissions: [...SHARE_LINK_PERMISSIONS[link.type]] };
};

/** What decides a person's role on one questionnaire (decision 019). */
export type QuestionnaireAccessFacts = {
  /** The person made it: its owner. */
  isCreator: boolean;
  /** Organisation owners and admins: never locked out of their organisation's questionnaires. */
  isOrganizationAdmin: boolean;
  /** Its creator's account is gone: organisation admins then act as its owner. */
  creatorGone?: boolean;
  /** Their active membership of this questionnaire (pending or declined ones give nothing). */
  memberRole: CollaborationRole | null;
  visibility: 'private' | 'organization' | 'public';
  /** The organisation role's questionnaires:write / questionnaires:read. */
  canWriteQuestionnaires: boolean;
  canReadQuestionnaires: boolean;
};

const rank = (role: CollaborationRole): number =>
  ['viewer', 'commenter', 'editor', 'admin', 'owner'].indexOf(role);

/**
 * The highest of the roles the facts give, or null (the questionnaire is not theirs to see):
 * creator → owner; organisation admin → admin (owner once the creator's account is gone); an accepted invitation → its role; a questionnaire
 * visible to the organisation (or public) → editor for those who may write questionnaires,
 * viewer for those who may only read them. A private one is seen by invitation only.
 */
export const questionnaireRole = (facts: QuestionnaireAccessFacts): CollaborationRole | null => {
  const roles: CollaborationRole[] = [];
  if (facts.isCreator) roles.push('owner');
  if (facts.isOrganizationAdmin) roles.push(facts.creatorGone ? 'owner' : 'admin');
  if (facts.memberRole) roles.push(facts.memberRole);
  if (facts.visibility !== 'private') {
    if (facts.canWriteQuestionnaires) roles.push('editor');
    else if (facts.canReadQuestionnaires) roles.push('viewer');
  }
  if (!facts.canReadQuestionnaires && !facts.isCreator) return null;
  return roles.reduce<CollaborationRole | null>(
    (best, role) => (best === null || rank(role) > rank(best) ? role : best),
    null,
  );
};
