// Zod-free (decision 008): the questionnaire and collaboration vocabulary (spec §3, §4, §6, §9),
// read by the web app, the collaboration server and the domain rules in domain/src/questionnaire.

/** §3 Questionnaire status. */
export const QUESTIONNAIRE_STATUSES = ['draft', 'published', 'archived'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** §2 The mode switch of the collaboration screen; collaborate is the default. */
export const QUESTIONNAIRE_MODES = ['view', 'edit', 'collaborate'] as const;
export type QuestionnaireMode = (typeof QUESTIONNAIRE_MODES)[number];
export const DEFAULT_QUESTIONNAIRE_MODE: QuestionnaireMode = 'collaborate';

/** The kinds of question a builder offers. */
export const QUESTION_TYPES = [
  'yes_no',
  'single_choice',
  'multiple_choice',
  'text',
  'number',
  'date',
  'file_upload',
  'scale',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  yes_no: 'Yes / No',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  text: 'Text',
  number: 'Number',
  date: 'Date',
  file_upload: 'File upload',
  scale: 'Scale',
};
/** Types whose answers are picked from the question's own options (and only these have options). */
export const CHOICE_QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
] as const satisfies readonly QuestionType[];
/** Types another question's display may depend on (their answers are a closed set). */
export const CONDITION_SOURCE_TYPES = [
  'yes_no',
  'single_choice',
  'multiple_choice',
] as const satisfies readonly QuestionType[];
/** Types that earn credit in a score; text, number and date answers are read, not scored. */
export const SCORED_QUESTION_TYPES = [
  'yes_no',
  'single_choice',
  'multiple_choice',
  'scale',
  'file_upload',
] as const satisfies readonly QuestionType[];

/** Lengths and counts a questionnaire stays within (Rampart's; the spec gives none). */
export const QUESTIONNAIRE_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  sectionTitleMax: 200,
  questionTextMax: 1000,
  helpTextMax: 1000,
  optionLabelMax: 200,
  optionsMax: 50,
  sectionsMax: 100,
  questionsMax: 1000,
  /** A scale spans at most this many steps (0–10 and 1–5 are the usual ones). */
  scaleStepsMax: 100,
  textAnswerMax: 10_000,
  commentMax: 10_000,
  shareLinkNameMax: 100,
  tagsMax: 20,
  tagMax: 50,
} as const;

/** §3 Collaborator role, highest first. */
export const COLLABORATION_ROLES = ['owner', 'admin', 'editor', 'commenter', 'viewer'] as const;
export type CollaborationRole = (typeof COLLABORATION_ROLES)[number];
export const COLLABORATION_ROLE_LABELS: Record<CollaborationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  commenter: 'Commenter',
  viewer: 'Viewer',
};
/** §6 Roles offered when sharing; ownership is never granted through the share dialog. */
export const SHAREABLE_COLLABORATION_ROLES = [
  'viewer',
  'commenter',
  'editor',
  'admin',
] as const satisfies readonly CollaborationRole[];
export type ShareableCollaborationRole = (typeof SHAREABLE_COLLABORATION_ROLES)[number];

/** §3 Collaborator permissions. */
export const COLLABORATION_PERMISSIONS = [
  'view',
  'edit',
  'comment',
  'admin',
  'share',
  'delete',
] as const;
export type CollaborationPermission = (typeof COLLABORATION_PERMISSIONS)[number];

/**
 * §4 Role to permissions; §6 the owner has all. The spec's admin row (view, edit, share, admin)
 * leaves out comment, which every role below it has: Rampart gives it to admins too, so a
 * higher role never has fewer rights than a lower one.
 */
export const COLLABORATION_ROLE_PERMISSIONS: Record<
  CollaborationRole,
  readonly CollaborationPermission[]
> = {
  owner: COLLABORATION_PERMISSIONS,
  admin: ['view', 'edit', 'comment', 'share', 'admin'],
  editor: ['view', 'edit', 'comment'],
  commenter: ['view', 'comment'],
  viewer: ['view'],
};

/** §3 Collaborator presence status. */
export const COLLABORATOR_STATUSES = ['online', 'away', 'busy'] as const;
export type CollaboratorStatus = (typeof COLLABORATOR_STATUSES)[number];

/** §3 Person with access: invited people stay pending until they accept. */
export const ACCESS_STATUSES = ['active', 'pending', 'declined'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** §3 Share link type, and what each lets its holder do. */
export const SHARE_LINK_TYPES = ['view', 'comment', 'edit'] as const;
export type ShareLinkType = (typeof SHARE_LINK_TYPES)[number];
export const SHARE_LINK_PERMISSIONS: Record<ShareLinkType, readonly CollaborationPermission[]> = {
  view: ['view'],
  comment: ['view', 'comment'],
  edit: ['view', 'comment', 'edit'],
};
/** §5 The name a link gets when none is typed. */
export const DEFAULT_SHARE_LINK_NAME = 'Shared Link';

/** §3 Share settings type: who may find the questionnaire without an invitation. */
export const SHARE_VISIBILITIES = ['private', 'organization', 'public'] as const;
export type ShareVisibility = (typeof SHARE_VISIBILITIES)[number];
export const SHARE_VISIBILITY_LABELS: Record<ShareVisibility, string> = {
  private: 'Private',
  organization: 'Organisation',
  public: 'Public',
};

/** §3 Comment reaction types. */
export const REACTION_TYPES = ['like', 'love', 'laugh'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** What a comment or an activity is about. */
export const COLLABORATION_TARGET_TYPES = ['questionnaire', 'section', 'question'] as const;
export type CollaborationTargetType = (typeof COLLABORATION_TARGET_TYPES)[number];

/** §3 Activity type, plus status for publish, archive and revise (Rampart's). */
export const ACTIVITY_TYPES = ['comment', 'edit', 'share', 'version', 'status'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Assignment priority; §3 Assignment defaults make it medium. */
export const ASSIGNMENT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number];
/** §3 Assignment defaults, §9 reminder days (days before the due date). */
export const ASSIGNMENT_DEFAULTS = {
  priority: 'medium',
  remindersOn: true,
  reminderDays: [7, 3, 1],
} as const satisfies {
  priority: AssignmentPriority;
  remindersOn: boolean;
  reminderDays: readonly number[];
};

/** §4 The conflict banner's choices: Merge keeps every edit, Keep Latest the last one. */
export const CONFLICT_RESOLUTIONS = ['accept_all', 'accept_last'] as const;
export type ConflictResolution = (typeof CONFLICT_RESOLUTIONS)[number];
export const CONFLICT_RESOLUTION_LABELS: Record<ConflictResolution, string> = {
  accept_all: 'Merge',
  accept_last: 'Keep Latest',
};

/** §4 The save indicator's states. */
export const SAVE_STATES = ['saving', 'saved', 'not_saved'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

/** §9 Collaboration UI numbers. */
export const COLLABORATION_LIMITS = {
  activityKept: 50,
  recentChangesShown: 10,
  avatarsShown: 4,
  conflictWindowMs: 5000,
  presenceRefreshMs: 5000,
  sidePanelWidthPx: 320,
  commentListHeightPx: 400,
  sideTabs: 4,
} as const;

/** §2 The side panel's tabs, in order. */
export const COLLABORATION_SIDE_TABS = ['comments', 'versions', 'activity', 'team'] as const;
export type CollaborationSideTab = (typeof COLLABORATION_SIDE_TABS)[number];

/** §8 The collaboration toasts and §5 refusals, word for word where the spec gives them. */
export const COLLABORATION_MESSAGES = {
  emailRequired: 'Email Required',
  emailRequiredText: 'Please enter an email address to invite.',
  invitationSent: 'Invitation Sent',
  userRemoved: 'User Removed',
  userRemovedText: 'User access has been revoked.',
  roleUpdated: 'Role Updated',
  linkCopied: 'Link Copied',
  linkCreated: 'Link Created',
  commentAdded: 'Comment Added',
  versionCreated: 'Version Created',
  sharingUpdated: 'Sharing Updated',
  questionnaireShared: 'Questionnaire Shared',
  autoSaved: 'Auto-saved',
  changesSaved: 'Changes Saved',
  undone: 'Undone',
  redone: 'Redone',
  conflictResolved: 'Conflict Resolved',
  reconnected: 'Reconnected',
  reconnectedText: 'Real-time collaboration restored.',
  commentBlank: 'Write a comment before posting',
} as const;

/**
 * The collaboration socket (`/collab`, Hocuspocus): one document per questionnaire, named by
 * its id. The token is empty for a signed-in person (the session cookie is read) or a share
 * link's grant. Besides the Yjs document and awareness, the server sends stateless messages.
 */
export const COLLAB_PATH = '/collab';

/** Side-panel resources whose changes the server announces, so clients refetch them. */
export const COLLAB_RESOURCES = [
  'questionnaire',
  'comments',
  'versions',
  'activity',
  'members',
  'links',
  'assignments',
  'requests',
  // A customer questionnaire's drafted answers and their review (issue 22 point 5).
  'answers',
] as const;
export type CollabResource = (typeof COLLAB_RESOURCES)[number];

/**
 * The live document of a customer questionnaire's review: who is on it and which answer each
 * person is working on, and announcements of changes; its answers live in the database and
 * change through the API, never through the document.
 */
export const INCOMING_DOCUMENT_PREFIX = 'incoming:';
export const incomingDocumentName = (id: string): string => `${INCOMING_DOCUMENT_PREFIX}${id}`;

export type CollabServerMessage =
  /** The document is stored: every update the server had at `at` is in the database. */
  | { type: 'saved'; at: string }
  /** A REST resource of this questionnaire changed: refetch it. */
  | { type: 'changed'; resource: CollabResource }
  /** This connection's access changed (role, status): it is closed; reconnect to get the new one. */
  | { type: 'access'; reason: 'revoked' | 'changed' };

/** What each person puts in awareness (presence, §3 Collaborator). */
export type CollabPresence = {
  userId: string;
  name: string;
  /** A colour from the person's id, the same in every browser. */
  color: string;
  /** The question or section being edited, if any. */
  editing: { type: 'question' | 'section'; id: string } | null;
  status: 'online' | 'away' | 'busy';
};

/** Close codes the server uses on the socket (4000–4999 are the application's). */
export const COLLAB_CLOSE_CODES = {
  unauthorized: 4401,
  forbidden: 4403,
  accessChanged: 4409,
} as const;

/** The presence id of a share link's holder (they have no user id): the same on both sides. */
export const linkPresenceId = (linkId: string): string => `link:${linkId}`;
