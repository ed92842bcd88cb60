// Authentication: who is on a socket. A share link's holder by the grant they send as the
// token, anyone else by the session cookie on the handshake; the origin must be ours. Every
// message after that is refused once the session or the pass has ended, and sessions ended
// elsewhere (signed out, password changed, account made inactive) close their connections at
// the next check. What the person may do with the questionnaire is authorisation.ts's.
import type { IncomingMessage } from 'node:http';
import type { Extension, Hocuspocus } from '@hocuspocus/server';
import { fromNodeHeaders } from 'better-auth/node';
import { COLLAB_CLOSE_CODES, type CollaborationRole } from '@rampart/contracts';
import { liveSessionIds, type Db } from '@rampart/db';
import type { Auth } from '../auth/better-auth.ts';
import { closeWhere, DENIED, refuse, type CollabContext } from './collab-context.ts';

/** A share link's grant, checked by the sharing module (questionnaires/sharing/share-grant.ts). */
export type GrantVerifier = (
  grant: string,
  questionnaireId: string,
) => Promise<{
  linkId: string;
  /** The organisation the questionnaire (and so the link) belongs to. */
  organizationId: string;
  role: CollaborationRole;
  name: string;
  expiresAt: number;
} | null>;

/** Who the socket speaks for, before anything is known of the questionnaire. */
export type Identity =
  | {
      kind: 'session';
      userId: string;
      name: string;
      sessionId: string;
      expiresAt: number;
    }
  | {
      kind: 'link';
      linkId: string;
      organizationId: string;
      role: CollaborationRole;
      name: string;
      expiresAt: number;
    };

/** Where onAuthenticate leaves the identity for authorisation's onAuthenticate. */
export type AuthenticatedContext = { identity?: Identity };

const originAllowed = (request: IncomingMessage, trusted: readonly string[]): boolean => {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; tools and servers may not.
  if (!origin) return true;
  if (trusted.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

export type Authentication = Extension & {
  /** Closes every connection whose session has ended since it was opened. */
  checkSessions(instance: Hocuspocus): Promise<void>;
};

export const authentication = ({
  db,
  auth,
  trustedOrigins,
  verifyGrant,
}: {
  db: Db;
  auth: Auth;
  trustedOrigins: readonly string[];
  verifyGrant?: GrantVerifier;
}): Authentication => ({
  async onAuthenticate({ token, request, documentName, context }) {
    if (!originAllowed(request, trustedOrigins)) {
      throw refuse(COLLAB_CLOSE_CODES.forbidden, 'origin');
    }
    let identity: Identity;
    if (token) {
      const grant = verifyGrant ? await verifyGrant(token, documentName) : null;
      if (!grant) throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      identity = { kind: 'link', ...grant };
    } else {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) throw refuse(COLLAB_CLOSE_CODES.unauthorized, 'session');
      identity = {
        kind: 'session',
        userId: session.user.id,
        name: session.user.name,
        sessionId: session.session.id,
        expiresAt: new Date(session.session.expiresAt).getTime(),
      };
    }
    // The context object is the one every onAuthenticate of this connection is given (what a
    // hook returns is merged only after all of them ran), so the identity is left on it.
    (context as AuthenticatedContext).identity = identity;
  },
  async beforeHandleMessage({ context }) {
    if (Date.now() >= (context as CollabContext).expiresAt) {
      throw refuse(COLLAB_CLOSE_CODES.unauthorized, 'expired');
    }
  },
  async checkSessions(instance) {
    const open = [...instance.documents.values()].flatMap((d) => d.getConnections());
    const ids = [
      ...new Set(open.map((c) => (c.context as CollabContext).sessionId).filter((id) => id)),
    ] as string[];
    if (ids.length === 0) return;
    const live = await liveSessionIds(db, ids);
    for (const document of instance.documents.values()) {
      closeWhere(document, (ctx) => ctx.sessionId !== null && !live.has(ctx.sessionId));
    }
  },
});
