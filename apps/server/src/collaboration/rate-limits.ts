// Rate limits: how fast one connection may send. A burst for a paste, then a steady typing
// pace; past it the connection is closed. (How big one message may be is the socket server's
// limit, in collab-server.ts.)
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { refuseMessage } from './collab-context.ts';

/** Messages a connection may send per second (typing sends about one per keystroke). */
const MESSAGES_PER_SECOND = 200;

export const rateLimits = ({ log }: { log: FastifyBaseLogger }): Extension => {
  const pace = new RateLimiterMemory({ points: MESSAGES_PER_SECOND, duration: 1 });
  return {
    async beforeHandleMessage({ socketId, documentName }) {
      try {
        await pace.consume(socketId);
      } catch {
        throw refuseMessage(log, documentName, 'too many messages');
      }
    },
  };
};
