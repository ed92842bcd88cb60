// What the side panel's use cases share: their dependencies, the questionnaire's current
// questions (the live document's, else the stored snapshot), and who else may see or edit it.
import type { FastifyBaseLogger } from 'fastify';
import type { CollaborationPermission, Role } from '@rampart/contracts';
import { permissionsForRole, type QuestionnaireStructure } from '@rampart/domain';
import { findOrganizationPeople, type Db, type Executor, type QuestionnaireRow } from '@rampart/db';
import type { CollaborationHub } from '../../../collaboration/hub.ts';
import type { Deps } from '../../../deps.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { AppError } from '../../../errors.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { questionnaireAccess, type QuestionnaireAccess } from '../questionnaire-access.ts';
import { asStructure } from '../questionnaire-structure.ts';

export type PanelDeps = {
  db: Db;
  collaboration: CollaborationHub;
  /** After a change commits, the questionnaire's open screens are told to refetch. */
  livePush: LivePush;
  /** Mentions and reminders are mailed when SMTP is set; the app shows them either way. */
  mailer: Mailer | null;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export const panelDeps = (deps: Deps, log: PanelDeps['log']): PanelDeps => ({
  db: deps.database.db,
  collaboration: deps.collaboration,
  livePush: deps.livePush,
  mailer: deps.mailer,
  publicUrl: deps.config.publicUrl,
  log,
});

/** The questions as of every acknowledged edit (the live document's), else the stored snapshot. */
export const currentStructure = async (
  collaboration: CollaborationHub,
  row: Pick<QuestionnaireRow, 'id' | 'organizationId' | 'structure'>,
): Promise<QuestionnaireStructure> =>
  (await collaboration.currentStructure(row.organizationId, row.id)) ?? asStructure(row.structure);

/** An archived questionnaire is read-only, its side panel included. */
export const requireNotArchived = (row: Pick<QuestionnaireRow, 'status'>, field: string) => {
  if (row.status !== 'archived') return;
  const message = 'An archived questionnaire is read-only: unarchive it first';
  throw new AppError('CONFLICT', message, [{ field, message }]);
};

/** Where the questionnaire opens in the app (for mails). */
export const questionnaireUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/dashboard/questionnaires/${encodeURIComponent(id)}`;

export type Person = {
  id: string;
  name: string;
  email: string;
  access: QuestionnaireAccess | null;
};

/**
 * Each person among the ids who belongs to the organisation, with their access to the
 * questionnaire (null when it is not theirs to see). Ids of nobody in the organisation are absent.
 */
export const peopleWithAccess = async (
  db: Executor,
  organizationId: string,
  row: Pick<QuestionnaireRow, 'id' | 'createdBy' | 'visibility' | 'status' | 'allowDownload'>,
  ids: string[],
): Promise<Map<string, Person>> => {
  const people = await findOrganizationPeople(db, organizationId, [...new Set(ids)]);
  const out = new Map<string, Person>();
  for (const p of people) {
    const permissions = permissionsForRole(p.role as Role);
    const access = await questionnaireAccess(
      db,
      { userId: p.id, organizationId, permissions },
      row,
    );
    out.set(p.id, { id: p.id, name: p.name, email: p.email, access });
  }
  return out;
};

export const canDo = (person: Person | undefined, permission: CollaborationPermission) =>
  person?.access?.permissions.includes(permission) ?? false;
