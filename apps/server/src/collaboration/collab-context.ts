// What the collaboration extensions share: who is on a connection, how a refusal is told to the
// client, and how server messages and closes reach connections.
import type { Document } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import {
  COLLAB_CLOSE_CODES,
  type CollabServerMessage,
  type CollaborationRole,
} from '@rampart/contracts';

/** One reason for "no such questionnaire" and "not yours": the two are not told apart. */
export const DENIED = 'denied';

/** Who is on a connection: set by onAuthenticate, read by every other hook. */
export type CollabContext = {
  userId: string | null;
  name: string;
  organizationId: string;
  role: CollaborationRole;
  /** Set for a share link's holder. */
  linkId: string | null;
  readOnly: boolean;
  /** The id the person's presence must carry: their user id, or `link:<id>` for a link. */
  presenceId: string;
  /** When the session or the link's pass ends (ms): the connection is closed then. */
  expiresAt: number;
  /** The session behind a signed-in connection, re-checked every SESSION_CHECK_MS. */
  sessionId: string | null;
};

/**
 * A refusal Hocuspocus passes to the client as the reason; the empty message keeps an expected
 * refusal (a stranger, an expired session) out of the error log.
 */
export const refuse = (code: number, reason: string) =>
  Object.assign(new Error(''), { code, reason });

/** Tells every client of the document. */
export const send = (document: Document, message: CollabServerMessage) =>
  document.broadcastStateless(JSON.stringify(message));

/** Tells the matching connections their access changed and closes them; they reconnect. */
export const closeWhere = (document: Document, matches: (ctx: CollabContext) => boolean) => {
  for (const connection of document.getConnections()) {
    if (!matches(connection.context as CollabContext)) continue;
    connection.sendStateless(JSON.stringify({ type: 'access', reason: 'changed' }));
    connection.close({ code: COLLAB_CLOSE_CODES.accessChanged, reason: 'access changed' });
  }
};

/** A refused message: logged, and the connection closed with the reason. */
export const refuseMessage = (log: FastifyBaseLogger, questionnaireId: string, reason: string) => {
  log.warn({ questionnaireId, reason }, 'collab message refused');
  return refuse(COLLAB_CLOSE_CODES.forbidden, reason);
};
