import {
  COLLABORATION_ROLE_PERMISSIONS,
  linkPresenceId,
  SHARE_LINK_PERMISSIONS,
  type AccessStatus,
  type CollaborationRole,
  type QuestionnaireInvitation,
  type QuestionnaireMember,
  type QuestionnaireStatus,
  type QuestionnaireTeam,
  type SharedLinkQuestionnaire,
  type ShareLink,
  type ShareLinkType,
  type ShareSettings,
  type ShareableCollaborationRole,
} from '@rampart/contracts';
import { questionnaireAbilities, shareLinkExpired } from '@rampart/domain';
import type {
  QuestionnaireLinkRecord,
  QuestionnaireLinkRow,
  QuestionnaireMemberRecord,
  QuestionnaireRecord,
  QuestionnaireRow,
  listPendingInvitationsForUser,
} from '@rampart/db';
import { asStructure } from '../questionnaire-structure.ts';
import type { Team } from './list-team.ts';
import type { ShareGrantClaims } from './share-grant.ts';

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentMember = (row: QuestionnaireMemberRecord): QuestionnaireMember => {
  const role = row.role as CollaborationRole;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    role,
    permissions: [...COLLABORATION_ROLE_PERMISSIONS[role]],
    status: row.status as AccessStatus,
    awaitingApproval: row.status === 'pending' && row.approvedAt === null,
    invitedBy: person(row.invitedBy, row.invitedByName),
    approvedBy: person(row.approvedBy, row.approvedByName),
    addedAt: row.createdAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    approvedAt: iso(row.approvedAt),
  };
};

/** The creator, shown first on the team as its owner. */
export const presentOwner = (
  user: { id: string; name: string; email: string },
  createdAt: Date,
): QuestionnaireMember => ({
  id: null,
  userId: user.id,
  name: user.name,
  email: user.email,
  role: 'owner',
  permissions: [...COLLABORATION_ROLE_PERMISSIONS.owner],
  status: 'active',
  awaitingApproval: false,
  invitedBy: null,
  approvedBy: null,
  addedAt: createdAt.toISOString(),
  respondedAt: null,
  approvedAt: null,
});

export const presentShareSettings = (
  row: Pick<QuestionnaireRow, 'visibility' | 'requiresApproval' | 'allowDownload' | 'watermark'>,
): ShareSettings => ({
  visibility: row.visibility as ShareSettings['visibility'],
  requiresApproval: row.requiresApproval,
  allowDownload: row.allowDownload,
  watermark: row.watermark,
});

export const presentTeam = ({ questionnaire, creator, members }: Team): QuestionnaireTeam => ({
  owner: creator ? presentOwner(creator, questionnaire.createdAt) : null,
  members: members.map(presentMember),
  settings: presentShareSettings(questionnaire),
});

export const presentLink = (row: QuestionnaireLinkRecord, now: Date): ShareLink => {
  const type = row.type as ShareLinkType;
  return {
    id: row.id,
    name: row.name,
    type,
    permissions: [...SHARE_LINK_PERMISSIONS[type]],
    expiresAt: iso(row.expiresAt),
    expired: shareLinkExpired(row, now),
    passwordProtected: row.passwordHash !== null,
    requiresSignIn: row.requiresSignIn,
    downloadAllowed: row.downloadAllowed,
    accessCount: row.accessCount,
    lastAccessedAt: iso(row.lastAccessedAt),
    createdBy: person(row.createdBy, row.createdByName),
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
  };
};

type PendingInvitationRow = Awaited<ReturnType<typeof listPendingInvitationsForUser>>[number];

export const presentInvitation = (row: PendingInvitationRow): QuestionnaireInvitation => ({
  id: row.id,
  questionnaireId: row.questionnaireId,
  questionnaireTitle: row.questionnaireTitle,
  role: row.role as ShareableCollaborationRole,
  invitedBy: person(row.invitedBy, row.invitedByName),
  invitedAt: row.createdAt.toISOString(),
  awaitingApproval: row.approvedAt === null,
});

/**
 * What a link holder gets: the questionnaire's questions and what the link lets them do. A
 * download needs the link's switch and the questionnaire's.
 */
export const presentSharedQuestionnaire = (
  claims: Pick<ShareGrantClaims, 'expiresAt' | 'linkId' | 'name'>,
  link: QuestionnaireLinkRow,
  questionnaire: QuestionnaireRecord,
): SharedLinkQuestionnaire => {
  const type = link.type as ShareLinkType;
  const permissions = [...SHARE_LINK_PERMISSIONS[type]];
  const status = questionnaire.status as QuestionnaireStatus;
  return {
    expiresAt: new Date(claims.expiresAt).toISOString(),
    // The presence the collaboration socket accepts from this holder (collab-server.ts).
    presence: { userId: linkPresenceId(claims.linkId), name: claims.name },
    type,
    permissions,
    abilities: questionnaireAbilities(
      permissions,
      status,
      link.downloadAllowed && questionnaire.allowDownload,
    ),
    questionnaire: {
      id: questionnaire.id,
      title: questionnaire.title,
      status,
      versionLabel: questionnaire.versionLabel,
      structure: asStructure(
        questionnaire.structure,
      ) as SharedLinkQuestionnaire['questionnaire']['structure'],
    },
  };
};
