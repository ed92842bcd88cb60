// Authorisation: what the authenticated person may do with the questionnaire. A link holder
// gets the link's role, a signed-in person the role the questionnaire's sharing rules give them
// in its organisation; viewers, commenters and anyone on a questionnaire that is not a draft get
// read-only connections, which Hocuspocus enforces. When someone's access changes, their
// connections are closed and reopen with what they now may do.
import type { Document, Extension, Hocuspocus } from '@hocuspocus/server';
import {
  COLLAB_CLOSE_CODES,
  INCOMING_DOCUMENT_PREFIX,
  linkPresenceId,
  type Role,
} from '@rampart/contracts';
import { hasPermission, permissionsForRole } from '@rampart/domain';
import {
  findIncomingQuestionnaire,
  findQuestionnaireForSocket,
  findActorMembership,
  listUserOrganizations,
  type Db,
} from '@rampart/db';
import { questionnaireAccess } from '../modules/questionnaires/questionnaire-access.ts';
import type { AccessChange } from '../platform/live-push/live-push.ts';
import type { AuthenticatedContext, Identity } from './authentication.ts';
import { closeWhere, DENIED, refuse, type CollabContext } from './collab-context.ts';

type Questionnaire = NonNullable<Awaited<ReturnType<typeof findQuestionnaireForSocket>>>;

export type Authorisation = Extension & {
  /** Closes the connections to the document of those whose access changed. */
  accessChanged(document: Document, who: AccessChange): void;
  /** Closes a person's connections to every document in this process. */
  closeUser(instance: Hocuspocus, userId: string): void;
};

/**
 * A customer questionnaire's review (issue 22 point 5): for members of its organisation whose
 * role reads questionnaires, never a share link's holder. The document holds nothing: everyone
 * is read-only on it and shares only their presence (which answer they are working on).
 */
const incomingAccess = async (
  db: Db,
  identity: Extract<Identity, { kind: 'session' }>,
  incomingId: string,
): Promise<CollabContext> => {
  for (const org of await listUserOrganizations(db, identity.userId)) {
    if (!(await findIncomingQuestionnaire(db, org.id, incomingId))) continue;
    const membership = await findActorMembership(db, identity.userId, org.id);
    const permissions = permissionsForRole(org.role as Role);
    if (membership?.secondFactorDue || !hasPermission(permissions, 'questionnaires:read')) break;
    return {
      userId: identity.userId,
      name: identity.name,
      organizationId: org.id,
      role: 'viewer',
      linkId: null,
      readOnly: true,
      presenceId: identity.userId,
      expiresAt: identity.expiresAt,
      sessionId: identity.sessionId,
    };
  }
  throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
};

export const authorisation = ({ db }: { db: Db }): Authorisation => ({
  async onAuthenticate({ documentName, context, connectionConfig }): Promise<CollabContext> {
    const identity = (context as AuthenticatedContext).identity;
    if (!identity) throw refuse(COLLAB_CLOSE_CODES.unauthorized, 'session');
    let granted: CollabContext;
    if (documentName.startsWith(INCOMING_DOCUMENT_PREFIX)) {
      if (identity.kind !== 'session') throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      granted = await incomingAccess(
        db,
        identity,
        documentName.slice(INCOMING_DOCUMENT_PREFIX.length),
      );
    } else if (identity.kind === 'link') {
      const q = await findQuestionnaireForSocket(db, identity.organizationId, documentName);
      if (!q) throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      granted = {
        userId: null,
        name: identity.name,
        organizationId: q.organizationId,
        role: identity.role,
        linkId: identity.linkId,
        readOnly:
          q.status !== 'draft' || !(identity.role === 'editor' || identity.role === 'admin'),
        presenceId: linkPresenceId(identity.linkId),
        expiresAt: identity.expiresAt,
        sessionId: null,
      };
    } else {
      // The questionnaire is looked for in each organisation the person belongs to; in any
      // other it is as good as missing.
      let found: { q: Questionnaire; role: Role } | null = null;
      for (const org of await listUserOrganizations(db, identity.userId)) {
        const q = await findQuestionnaireForSocket(db, org.id, documentName);
        if (q) {
          found = { q, role: org.role as Role };
          break;
        }
      }
      // An organisation that requires a second factor admits no one who has not set one up.
      if (
        found &&
        (await findActorMembership(db, identity.userId, found.q.organizationId))?.secondFactorDue
      ) {
        throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      }
      const q = found?.q ?? null;
      const access = found
        ? await questionnaireAccess(
            db,
            {
              userId: identity.userId,
              organizationId: found.q.organizationId,
              permissions: permissionsForRole(found.role),
            },
            found.q,
          )
        : null;
      if (!q || !access) throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      granted = {
        userId: identity.userId,
        name: identity.name,
        organizationId: q.organizationId,
        role: access.role,
        linkId: null,
        readOnly: !access.abilities.editQuestions,
        presenceId: identity.userId,
        expiresAt: identity.expiresAt,
        sessionId: identity.sessionId,
      };
    }
    connectionConfig.readOnly = granted.readOnly;
    return granted;
  },
  accessChanged(document, { userId, linkId }) {
    closeWhere(
      document,
      (ctx) =>
        (!userId && !linkId) ||
        (userId !== undefined && ctx.userId === userId) ||
        (linkId !== undefined && ctx.linkId === linkId),
    );
  },
  closeUser(instance, userId) {
    for (const document of instance.documents.values()) {
      closeWhere(document, (ctx) => ctx.userId === userId);
    }
  },
});
