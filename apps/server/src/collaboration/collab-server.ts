// Live questionnaire editing (ARCHITECTURE.md, Real-time collaboration; decision 019):
// Hocuspocus on Rampart's own HTTP server at /collab, made of one-concern extensions, run in
// this order on every hook:
//   authentication.ts  who is on the socket (session cookie or share link's grant), origin, expiry
//   authorisation.ts   what they may do with the questionnaire (read-only or writer), access changes
//   rate-limits.ts     how fast a connection may send
//   update-guard.ts    what a message and a writer's update may hold
//   presence.ts        whose presence a connection may send
//   persistence.ts     loading, writing each update before it is acknowledged, storing
//   and, with REDIS_URL, the Redis extension that shares documents between processes.
// This file puts them together, attaches the socket server and delivers the live push events
// (platform/live-push: REST changes announced to clients, access changes) to its documents.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { COLLAB_PATH } from '@rampart/contracts';
import { writeStructure } from '@rampart/domain/questionnaire-doc';
import type { Database } from '@rampart/db';
import type { Auth } from '../auth/better-auth.ts';
import type { Config } from '../config.ts';
import { authentication, type GrantVerifier } from './authentication.ts';
import type { LivePushChannel, LivePushEvent } from '../platform/live-push/live-push.ts';
import { authorisation } from './authorisation.ts';
import { send, type CollabContext } from './collab-context.ts';
import type { CollaborationHub } from './hub.ts';
import { persistence } from './persistence.ts';
import { presence } from './presence.ts';
import { rateLimits } from './rate-limits.ts';
import { updateGuard } from './update-guard.ts';

/**
 * How often open connections' sessions are looked up again: a session ended elsewhere (signed
 * out, password changed, account made inactive) closes its sockets within this time.
 */
const SESSION_CHECK_MS = 30_000;
/** A socket message is at most this big (a pasted questionnaire is far smaller). */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** How long closing waits for open documents to unload. */
const UNLOAD_WAIT_MS = 5000;

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
  livePush,
  log,
  verifyGrant,
}: {
  database: Database;
  auth: Auth;
  config: Pick<Config, 'trustedOrigins' | 'redisUrl'>;
  /** The live push channel whose events this server delivers to its open documents. */
  livePush: Pick<LivePushChannel, 'deliverTo'>;
  log: FastifyBaseLogger;
  verifyGrant?: GrantVerifier;
}): Collaboration => {
  const { db } = database;
  const authn = authentication({
    db,
    auth,
    trustedOrigins: config.trustedOrigins,
    verifyGrant,
  });
  const authz = authorisation({ db });
  const stored = persistence({ db });
  const extensions: Extension[] = [
    authn,
    authz,
    rateLimits({ log }),
    updateGuard({ log }),
    presence({ log }),
    stored,
  ];
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

  // Live push events, from any process, reach the sockets open on their questionnaire here.
  livePush.deliverTo((event: LivePushEvent) => {
    const document = instance.documents.get(event.questionnaireId);
    if (!document) return;
    if (event.op === 'announce') send(document, { type: 'changed', resource: event.resource });
    else authz.accessChanged(document, { userId: event.userId, linkId: event.linkId });
  });

  const checkSessions = () => authn.checkSessions(instance);
  const sessionTimer = setInterval(() => {
    checkSessions().catch((err) => log.warn({ err }, 'collab session check failed'));
  }, SESSION_CHECK_MS);
  sessionTimer.unref();

  const hub: CollaborationHub = {
    checkSessions,
    currentStructure: (organizationId, questionnaireId) =>
      stored.currentStructure(organizationId, questionnaireId),
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
          stored.noteWriter(questionnaireId, { userId, name: '' }); // no 'edit' entry of its own
        });
        // The direct connection's change is stored now, not after the debounce.
        const document = instance.documents.get(questionnaireId);
        if (document) await stored.store(document, organizationId);
      } finally {
        await connection.disconnect();
      }
    },
  };

  return {
    hub,
    instance,
    closeUser: (userId) => authz.closeUser(instance, userId),
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
            await stored
              .store(document, first.organizationId)
              .catch((err) => log.warn({ err }, 'collab store on close failed'));
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
      for (const ext of extensions) await ext.onDestroy?.({ instance });
    },
  };
};
