import {
  PROBO_TABS,
  QUESTIONNAIRE_MODES,
  type Permission,
  type ProboTab,
  type QuestionnaireMode,
} from '@rampart/contracts';
import { hasAllPermissions, hasAnyPermission } from './permissions.ts';

/**
 * What a page, tab or action of the web app needs: the permissions of the API routes it calls
 * (requireActor's any-of), or all of them when it loads from several areas. The web shows an
 * entry only when the person holds it, and the page's route guard asks the same entry, so no
 * link leads to "You do not have access" (docs/decisions/002; the server test
 * page-access.test.ts holds each entry to the guards of the routes its page calls).
 */
export type Access = { permissions: readonly Permission[]; requireAll?: boolean };

/** Membership is enough: the page asks only what every member may read. */
const ANY_MEMBER: Access = { permissions: [] };
const one = (permission: Permission): Access => ({ permissions: [permission] });

/** Every page a sidebar link, favorite or quick action can open, by its path. */
export const PAGE_ACCESS = {
  '/dashboard': ANY_MEMBER,
  '/dashboard/quick-actions': ANY_MEMBER,
  '/dashboard/activity': one('audit:read'),
  '/dashboard/risks/assessment': one('risks:read'),
  '/dashboard/risks': one('risks:read'),
  '/dashboard/spreadsheets': one('risks:read'),
  '/dashboard/risks/monitoring': { permissions: ['risks:read', 'tests:read'], requireAll: true },
  '/dashboard/risks/heatmap': one('risks:read'),
  '/dashboard/compliance': one('frameworks:read'),
  '/dashboard/compliance/gaps': one('frameworks:read'),
  '/dashboard/trust-center': one('frameworks:read'),
  '/dashboard/assessments': one('assessments:read'),
  '/dashboard/controls': one('controls:read'),
  '/dashboard/findings': one('evidence:read'),
  '/dashboard/vendors': one('vendors:read'),
  '/probo': one('vendors:read'),
  '/dashboard/questionnaires': one('questionnaires:read'),
  '/dashboard/customer-questionnaires': one('questionnaires:read'),
  '/dashboard/customer-questionnaires/library': one('questionnaires:read'),
  '/dashboard/aria': one('ai:use'),
  '/dashboard/reporting': one('reports:read'),
  // Analytics shows each chart to those who read its area, so it opens for any of them.
  '/dashboard/analytics': {
    permissions: ['risks:read', 'tests:read', 'frameworks:read', 'evidence:read', 'vendors:read'],
  },
  '/dashboard/documents': one('evidence:read'),
} as const satisfies Record<string, Access>;

export type PagePath = keyof typeof PAGE_ACCESS;

/** The Vendor Hub's tabs: reading a vendor's website starts a reading, which writes vendors. */
export const HUB_TAB_ACCESS: Record<ProboTab, Access> = {
  'vendor-assessment': one('vendors:write'),
  'controls-library': one('controls:read'),
  'soc2-assessment': one('frameworks:read'),
  dashboard: one('vendors:read'),
};

/**
 * Buttons that lead to another page's work, by what that work writes. A button about one
 * record asks that record's abilities instead ("Assess" on a risk asks risk.abilities.update).
 */
export const ACTION_ACCESS = {
  /** "Assess from URL" and "Assess a vendor": the hub's reading of a vendor's website. */
  assessVendorFromUrl: one('vendors:write'),
  /** Importing a customer's questionnaire: its preview and its import. */
  importCustomerQuestionnaire: one('questionnaires:write'),
} as const satisfies Record<string, Access>;

export type ActionId = keyof typeof ACTION_ACCESS;

/** The one check: any of the permissions, or all of them with requireAll; none needs none. */
export const canUse = (granted: readonly string[], access: Access): boolean => {
  if (access.permissions.length === 0) return true;
  return access.requireAll
    ? hasAllPermissions(granted, access.permissions)
    : hasAnyPermission(granted, access.permissions);
};

const isPagePath = (path: string): path is PagePath => Object.hasOwn(PAGE_ACCESS, path);

/** Whether a page may be opened; a path outside the table is not offered. */
export const canOpenPage = (granted: readonly string[], path: string): boolean =>
  isPagePath(path) && canUse(granted, PAGE_ACCESS[path]);

export const canDo = (granted: readonly string[], action: ActionId): boolean =>
  canUse(granted, ACTION_ACCESS[action]);

/** The hub's tabs the person can use, in their order. */
export const hubTabsFor = (granted: readonly string[]): ProboTab[] =>
  PROBO_TABS.filter((tab) => canUse(granted, HUB_TAB_ACCESS[tab]));

/** The tab shown: the one asked for when usable, else the first usable one (null: none). */
export const openHubTab = (
  granted: readonly string[],
  asked: ProboTab | undefined,
): ProboTab | null => {
  const tabs = hubTabsFor(granted);
  if (asked && tabs.includes(asked)) return asked;
  return tabs[0] ?? null;
};

/**
 * The questionnaire modes a person may use, from the abilities the server reports for this
 * questionnaire: editing needs the right to edit its questions; anyone who may see it may
 * collaborate (read with the side panel: comments, versions, activity, team).
 */
export const questionnaireModes = (abilities: { editQuestions: boolean }): QuestionnaireMode[] =>
  abilities.editQuestions ? [...QUESTIONNAIRE_MODES] : ['view', 'collaborate'];

/** The mode shown: the one asked for when allowed, else the first allowed. */
export const usableMode = (
  abilities: { editQuestions: boolean },
  asked: QuestionnaireMode,
): QuestionnaireMode => {
  const modes = questionnaireModes(abilities);
  return modes.includes(asked) ? asked : modes[0]!;
};
