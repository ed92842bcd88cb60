// Presence is the person's own: a connection has one client id (the first unclaimed one it
// speaks for), whose awareness state must carry the id and name the server knows. A provider
// also passes on what it heard of others; such an entry must match what the server already
// holds for that client (or remove it), so nobody can speak as someone else.
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { refuseMessage, type CollabContext } from './collab-context.ts';
import { clientMessage } from './update-guard.ts';

/** A connection is one document on one socket. */
const connectionKey = (socketId: string, documentName: string) =>
  `${socketId}\u0000${documentName}`;

export const presence = ({ log }: { log: FastifyBaseLogger }): Extension => {
  const clientOwners = new Map<number, string>();
  const ownClient = new Map<string, number>();

  const allowed = (
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

  return {
    async beforeHandleMessage({ update, context, document, documentName, socketId }) {
      const read = clientMessage(update);
      if (read.kind !== 'awareness') return;
      const known = document.awareness.getStates() as Map<number, unknown>;
      if (
        !allowed(
          connectionKey(socketId, documentName),
          context as CollabContext,
          known,
          read.entries,
        )
      ) {
        throw refuseMessage(log, documentName, 'presence of another');
      }
    },
    async onDisconnect({ socketId, documentName }) {
      const connection = connectionKey(socketId, documentName);
      const clientId = ownClient.get(connection);
      if (clientId !== undefined && clientOwners.get(clientId) === connection) {
        clientOwners.delete(clientId);
      }
      ownClient.delete(connection);
    },
  };
};
