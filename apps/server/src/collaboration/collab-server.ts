// Live questionnaire editing (ARCHITECTURE.md, Real-time collaboration; decision 019):
// Hocuspocus on Rampart's own HTTP server at /collab. Every socket is authenticated from the
// session cookie (or a share link's grant) against the questionnaire's sharing rules; viewers,
// commenters and anyone on a questionnaire that is not a draft get read-only connections, which
// Hocuspocus enforces. Each writer's update is checked and written to the database before it is
// applied and acknowledged; the whole state and its JSON snapshot are stored a moment later.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import {
  COLLAB_CLOSE_CODES,
  COLLAB_PATH,
  linkPresenceId,
  type CollabResource,
  type CollabServerMessage,
  type CollaborationRole,
  type Role,
} from '@rampart/contracts';
import { permissionsForRole, type QuestionnaireStructure } from '@rampart/domain';
import { encodeStructure, readStructure, writeStructure } from '@rampart/domain/questionnaire-doc';
import {
  appendQuestionnaireUpdate,
  findMembership,
  findQuestionnaireForSocket,
  initQuestionnaireDocument,
  liveSessionIds,
  listQuestionnaireActivity,
  loadQuestionnaireDocument,
  recordQuestionnaireActivity,
  storeQuestionnaireDocument,
  type Database,
} from '@rampart/db';
import type { Auth } from '../auth/better-auth.ts';
import type { Config } from '../config.ts';
import { questionnaireAccess } from '../modules/questionnaires/questionnaire-access.ts';
import type { CollaborationHub } from './hub.ts';
import { checkStructureAfter, checkUpdate, readClientMessage } from './update-guard.ts';

/**
 * How often open connections' sessions are looked up again: a session ended elsewhere (signed
 * out, password changed, account made inactive) closes its sockets within this time.
 */
const SESSION_CHECK_MS = 30_000;
/** A socket message is at most this big (a pasted questionnaire is far smaller). */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
const CHANNEL = 'rampart:collab';
/** How long closing waits for open documents to unload. */
const UNLOAD_WAIT_MS = 5000;
/** Edits by one person this close together are one 'edit' entry in the activity. */
const EDIT_ACTIVITY_GAP_MS = 10 * 60_000;
/** Messages a connection may send per second (typing sends about one per keystroke). */
const MESSAGES_PER_SECOND = 200;
/** One reason for "no such questionnaire" and "not yours": the two are not told apart. */
const DENIED = 'denied';

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

/** A share link's grant, checked by the sharing module (questionnaires/sharing/share-grant.ts). */
export type GrantVerifier = (
  grant: string,
  questionnaireId: string,
) => Promise<{ linkId: string; role: CollaborationRole; name: string; expiresAt: number } | null>;

type HubEvent =
  | { op: 'announce'; questionnaireId: string; resource: CollabResource }
  | { op: 'access'; questionnaireId: string; userId?: string; linkId?: string };

/**
 * A refusal Hocuspocus passes to the client as the reason; the empty message keeps an expected
 * refusal (a stranger, an expired session) out of the error log.
 */
const refuse = (code: number, reason: string) => Object.assign(new Error(''), { code, reason });

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

export type Collaboration = {
  hub: CollaborationHub;
  /** Attach to the HTTP server's `upgrade` event. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /**
   * Closes a person's connections in this process (their session or organisation membership
   * changed); they reconnect with what they now may do. The session cache calls it here and,
   * through Redis, in every process.
   */
  closeUser(userId: string): void;
  /** Stores every open document and closes every socket. */
  close(): Promise<void>;
  /** For tests: the Hocuspocus instance. */
  instance: Hocuspocus;
};

export const createCollaboration = ({
  database,
  auth,
  config,
  redis,
  log,
  verifyGrant,
}: {
  database: Database;
  auth: Auth;
  config: Pick<Config, 'trustedOrigins' | 'redisUrl'>;
  redis: Redis | null;
  log: FastifyBaseLogger;
  verifyGrant?: GrantVerifier;
}): Collaboration => {
  const { db } = database;
  /** Writers of each open document since its last store, for "last edited by". */
  const writers = new Map<string, { userId: string; name: string }>();

  const authenticate = async (
    token: string,
    request: IncomingMessage,
    questionnaireId: string,
  ): Promise<CollabContext> => {
    if (!originAllowed(request, config.trustedOrigins)) {
      throw refuse(COLLAB_CLOSE_CODES.forbidden, 'origin');
    }
    // Who first, then what: a caller who is nobody learns nothing about which ids exist.
    if (token) {
      const grant = verifyGrant ? await verifyGrant(token, questionnaireId) : null;
      const q = grant ? await findQuestionnaireForSocket(db, questionnaireId) : null;
      if (!grant || !q) throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
      return {
        userId: null,
        name: grant.name,
        organizationId: q.organizationId,
        role: grant.role,
        linkId: grant.linkId,
        readOnly: q.status !== 'draft' || !(grant.role === 'editor' || grant.role === 'admin'),
        presenceId: linkPresenceId(grant.linkId),
        expiresAt: grant.expiresAt,
        sessionId: null,
      };
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw refuse(COLLAB_CLOSE_CODES.unauthorized, 'session');
    const q = await findQuestionnaireForSocket(db, questionnaireId);
    const membership = q ? await findMembership(db, q.organizationId, session.user.id) : null;
    const access =
      q && membership
        ? await questionnaireAccess(
            db,
            {
              userId: session.user.id,
              organizationId: q.organizationId,
              permissions: permissionsForRole(membership.role as Role),
            },
            q,
          )
        : null;
    if (!q || !access) throw refuse(COLLAB_CLOSE_CODES.forbidden, DENIED);
    return {
      userId: session.user.id,
      name: session.user.name,
      organizationId: q.organizationId,
      role: access.role,
      linkId: null,
      readOnly: !access.abilities.editQuestions,
      presenceId: session.user.id,
      expiresAt: new Date(session.session.expiresAt).getTime(),
      sessionId: session.session.id,
    };
  };

  /**
   * Presence is the person's own: a connection has one client id (the first unclaimed one it
   * speaks for), whose state must carry the id and name the server knows. A provider also
   * passes on what it heard of others; such an entry must match what the server already holds
   * for that client (or remove it), so nobody can speak as someone else.
   */
  const clientOwners = new Map<number, string>();
  const ownClient = new Map<string, number>();
  const presenceAllowed = (
    connection: string,
    ctx: CollabContext,
    known: Map<number, unknown>,
    entries: { clientId: number; state: unknown }[],
  ): boolean =>
    entries.every(({ clientId, state }) => {
      const owner = clientOwners.get(clientId);
      if (owner === undefined && !ownClient.has(connection)) {
        clientOwners.set(clientId, connection);
        ownClient.set(connection, clientId);
      }
      if (ownClient.get(connection) !== clientId) {
        return state === null || JSON.stringify(state) === JSON.stringify(known.get(clientId));
      }
      if (state === null || typeof state !== 'object') return state === null;
      // A state without a person (a provider's first, empty one) is shown as nobody.
      const { userId, name } = state as { userId?: unknown; name?: unknown };
      if (userId === undefined && name === undefined) return true;
      return userId === ctx.presenceId && name === ctx.name;
    });
  const releaseClient = (connection: string) => {
    const clientId = ownClient.get(connection);
    if (clientId !== undefined && clientOwners.get(clientId) === connection) {
      clientOwners.delete(clientId);
    }
    ownClient.delete(connection);
  };
  /** A connection is one document on one socket. */
  const connectionKey = (socketId: string, documentName: string) =>
    `${socketId}\u0000${documentName}`;

  /** Messages per connection: a burst for a paste, then a steady typing pace. */
  const pace = new RateLimiterMemory({ points: MESSAGES_PER_SECOND, duration: 1 });

  /** The document as stored: the last full state plus every update written since. */
  const loadInto = async (doc: Y.Doc, organizationId: string, questionnaireId: string) => {
    const stored = await loadQuestionnaireDocument(db, organizationId, questionnaireId);
    if (stored.state) Y.applyUpdate(doc, stored.state);
    for (const u of stored.updates) Y.applyUpdate(doc, u.update);
    return stored;
  };

  const send = (document: Document, message: CollabServerMessage) =>
    document.broadcastStateless(JSON.stringify(message));

  const store = async (document: Document, organizationId: string) => {
    const questionnaireId = document.name;
    const q = await findQuestionnaireForSocket(db, questionnaireId);
    if (!q || q.organizationId !== organizationId) return; // deleted meanwhile
    const writer = writers.get(questionnaireId) ?? null;
    writers.delete(questionnaireId);
    let logged = false;
    await db.transaction(async (tx) => {
      const stored = await loadQuestionnaireDocument(tx, organizationId, questionnaireId, {
        lock: true,
      });
      // Another process may have stored what this one has not received yet: take it in first,
      // so a store never writes an older state over a newer one.
      if (stored.state && !Y.snapshotContainsUpdate(Y.snapshot(document), stored.state)) {
        Y.applyUpdate(document, stored.state);
      }
      // Only updates the state holds are folded away; one written after the state was taken
      // (its apply still on the way) stays for the next store.
      const snapshot = Y.snapshot(document);
      const folded = stored.updates
        .filter((u) => Y.snapshotContainsUpdate(snapshot, u.update))
        .map((u) => u.id);
      await storeQuestionnaireDocument(tx, {
        organizationId,
        questionnaireId,
        state: Y.encodeStateAsUpdate(document),
        foldedUpdateIds: folded,
        structure: readStructure(document) as { sections: Record<string, unknown>[] },
        editedBy: writer?.userId ?? null,
      });
      // One 'edit' entry per person per stretch of editing, not one per store. A replacement
      // through the API (a restore, questions sent in) records its own entry.
      if (writer?.name) {
        const last = (await listQuestionnaireActivity(tx, organizationId, questionnaireId, 1))[0];
        const sameStretch =
          last?.type === 'edit' &&
          last.userId === writer.userId &&
          Date.now() - last.createdAt.getTime() < EDIT_ACTIVITY_GAP_MS;
        if (!sameStretch) {
          await recordQuestionnaireActivity(tx, {
            organizationId,
            questionnaireId,
            type: 'edit',
            description: 'edited the questions',
            userId: writer.userId,
            userName: writer.name,
          });
          logged = true;
        }
      }
    });
    send(document, { type: 'saved', at: new Date().toISOString() });
    if (logged) send(document, { type: 'changed', resource: 'activity' });
  };

  const persistence: Extension = {
    async onAuthenticate({ token, request, documentName, connectionConfig }) {
      const context = await authenticate(token, request, documentName);
      connectionConfig.readOnly = context.readOnly;
      return context;
    },
    async onLoadDocument({ document, documentName, context }) {
      const { organizationId } = context as CollabContext;
      const stored = await loadInto(document, organizationId, documentName);
      if (!stored.state && stored.updates.length === 0) {
        // First opening: the document starts from the questions saved through the API, stored
        // at once so every later update has its base in the database.
        const q = await findQuestionnaireForSocket(db, documentName);
        if (q) {
          const state = encodeStructure(q.structure as unknown as QuestionnaireStructure);
          await initQuestionnaireDocument(db, { organizationId, questionnaireId: q.id, state });
          Y.applyUpdate(document, state);
        }
      }
      return document;
    },
    async beforeHandleMessage({
      update: message,
      context,
      document,
      documentName,
      connection,
      socketId,
    }) {
      const ctx = context as CollabContext;
      const stop = (reason: string) => {
        log.warn({ questionnaireId: documentName, reason }, 'collab message refused');
        return refuse(COLLAB_CLOSE_CODES.forbidden, reason);
      };
      if (Date.now() >= ctx.expiresAt) throw refuse(COLLAB_CLOSE_CODES.unauthorized, 'expired');
      try {
        await pace.consume(socketId);
      } catch {
        throw stop('too many messages');
      }
      const read = readClientMessage(message);
      if (read.kind === 'refused') throw stop(read.reason);
      if (read.kind === 'awareness') {
        const known = document.awareness.getStates() as Map<number, unknown>;
        if (!presenceAllowed(connectionKey(socketId, documentName), ctx, known, read.entries)) {
          throw stop('presence of another');
        }
        return;
      }
      // Hocuspocus itself refuses a read-only connection's updates.
      if (read.kind !== 'update' || connection.readOnly) return;
      const verdict = checkUpdate(read.update);
      if (!verdict.ok) throw stop(verdict.reason);
      if (verdict.empty) return;
      const shape = checkStructureAfter(document, read.update);
      if (!shape.ok) throw stop(shape.reason);
      // Written before Hocuspocus applies and acknowledges it: an acknowledged edit survives
      // a crash of this process.
      await appendQuestionnaireUpdate(db, {
        organizationId: ctx.organizationId,
        questionnaireId: documentName,
        update: read.update,
        userId: ctx.userId,
      });
      if (ctx.userId) writers.set(documentName, { userId: ctx.userId, name: ctx.name });
    },
    async onDisconnect({ socketId, documentName }) {
      releaseClient(connectionKey(socketId, documentName));
    },
    async onStoreDocument({ document, context }) {
      const ctx = context as Partial<CollabContext>;
      const organizationId =
        ctx.organizationId ?? (await findQuestionnaireForSocket(db, document.name))?.organizationId;
      if (organizationId) await store(document, organizationId);
    },
  };

  const extensions: Extension[] = [persistence];
  if (config.redisUrl) {
    const url = config.redisUrl;
    extensions.push(
      new RedisExtension({
        // The extension's own clients (it pins another ioredis major).
        createClient: () => new Redis(url) as never,
        prefix: 'rampart:hocuspocus',
      }),
    );
  }

  const instance = new Hocuspocus({
    name: 'rampart',
    quiet: true,
    debounce: 1000,
    maxDebounce: 5000,
    extensions,
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const closeWhere = (document: Document, matches: (ctx: CollabContext) => boolean) => {
    for (const connection of document.getConnections()) {
      if (!matches(connection.context as CollabContext)) continue;
      connection.sendStateless(JSON.stringify({ type: 'access', reason: 'changed' }));
      connection.close({ code: COLLAB_CLOSE_CODES.accessChanged, reason: 'access changed' });
    }
  };

  // Hub events reach every process: through Redis when there are several, else directly.
  const applyEvent = (event: HubEvent) => {
    const document = instance.documents.get(event.questionnaireId);
    if (!document) return;
    if (event.op === 'announce') {
      send(document, { type: 'changed', resource: event.resource });
      return;
    }
    closeWhere(
      document,
      (ctx) =>
        (!event.userId && !event.linkId) ||
        (event.userId !== undefined && ctx.userId === event.userId) ||
        (event.linkId !== undefined && ctx.linkId === event.linkId),
    );
  };
  const subscriber = redis ? redis.duplicate() : null;
  if (subscriber) {
    void subscriber.subscribe(CHANNEL).catch((err) => log.warn({ err }, 'collab subscribe failed'));
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        applyEvent(JSON.parse(raw) as HubEvent);
      } catch (err) {
        log.warn({ err }, 'collab event unreadable');
      }
    });
  }
  const publish = (event: HubEvent) => {
    if (redis) {
      redis.publish(CHANNEL, JSON.stringify(event)).catch((err) => {
        log.warn({ err }, 'collab event not published');
        applyEvent(event);
      });
    } else applyEvent(event);
  };

  /** Closes every connection whose session has ended since it was opened. */
  const checkSessions = async () => {
    const open = [...instance.documents.values()].flatMap((d) => d.getConnections());
    const ids = [
      ...new Set(open.map((c) => (c.context as CollabContext).sessionId).filter((id) => id)),
    ] as string[];
    if (ids.length === 0) return;
    const live = await liveSessionIds(db, ids);
    for (const document of instance.documents.values()) {
      closeWhere(document, (ctx) => ctx.sessionId !== null && !live.has(ctx.sessionId));
    }
  };
  const sessionTimer = setInterval(() => {
    checkSessions().catch((err) => log.warn({ err }, 'collab session check failed'));
  }, SESSION_CHECK_MS);
  sessionTimer.unref();

  const hub: CollaborationHub = {
    checkSessions,
    announce: (questionnaireId, resource) => publish({ op: 'announce', questionnaireId, resource }),
    accessChanged: (questionnaireId, who) => publish({ op: 'access', questionnaireId, ...who }),
    async currentStructure(organizationId, questionnaireId) {
      const q = await findQuestionnaireForSocket(db, questionnaireId);
      if (!q || q.organizationId !== organizationId) return null;
      // Published and archived questions are the row's (what was published), whatever a
      // last keystroke before publishing left in the document.
      if (q.status !== 'draft') return q.structure as unknown as QuestionnaireStructure;
      const doc = new Y.Doc();
      const stored = await loadInto(doc, organizationId, questionnaireId);
      if (!stored.state && stored.updates.length === 0) {
        return q.structure as unknown as QuestionnaireStructure;
      }
      return readStructure(doc);
    },
    async replaceStructure(questionnaireId, organizationId, structure, userId) {
      const context: CollabContext = {
        userId,
        name: '',
        organizationId,
        role: 'owner',
        linkId: null,
        readOnly: false,
        presenceId: userId,
        expiresAt: Number.MAX_SAFE_INTEGER,
        sessionId: null,
      };
      const connection = await instance.openDirectConnection(questionnaireId, context);
      try {
        await connection.transact((doc) => {
          writeStructure(doc, structure);
          writers.set(questionnaireId, { userId, name: '' }); // no 'edit' entry of its own
        });
        // The direct connection's change is stored now, not after the debounce.
        const document = instance.documents.get(questionnaireId);
        if (document) await store(document, organizationId);
      } finally {
        await connection.disconnect();
      }
    },
  };

  return {
    hub,
    instance,
    closeUser(userId) {
      for (const document of instance.documents.values()) {
        closeWhere(document, (ctx) => ctx.userId === userId);
      }
    },
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '').split('?')[0];
      if (path !== COLLAB_PATH) {
        socket.destroy();
        return;
      }
      sockets.handleUpgrade(request, socket, head, (ws) => {
        // A malformed frame (unmasked, reserved bits, unknown opcode, past the size limit...)
        // makes `ws` emit 'error' and close that socket; unheard, the error would end the process.
        ws.on('error', (err) => {
          log.debug({ err: err.message }, 'collab socket closed on a bad frame');
          ws.terminate();
        });
        instance.handleConnection(ws, request);
      });
    },
    async close() {
      clearInterval(sessionTimer);
      // Store what is open, then close the sockets.
      await Promise.all(
        [...instance.documents.values()].map(async (document) => {
          const first = document.getConnections()[0]?.context as CollabContext | undefined;
          if (first?.organizationId) {
            await store(document, first.organizationId).catch((err) =>
              log.warn({ err }, 'collab store on close failed'),
            );
          }
        }),
      );
      instance.closeConnections();
      sockets.close();
      // Documents unload a moment after their last connection (the Redis extension waits a
      // second, then unsubscribes): its clients close only once they have, or after 5 s.
      const deadline = Date.now() + UNLOAD_WAIT_MS;
      while (instance.documents.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
      for (const ext of extensions) await ext.onDestroy?.({ instance });
    },
  };
};
