import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/**
 * The header better-auth reads a session's address from. Rampart sets it from Fastify's
 * `request.ip`, which follows TRUST_PROXY (the right-most hop not a trusted proxy); whatever a
 * client sends under this name, or in `X-Forwarded-For`, is never what a session records.
 */
export const CLIENT_ADDRESS_HEADER = 'x-rampart-client-address';

/** A request's headers as better-auth takes them, with the client's address as Rampart saw it. */
export const authHeaders = (request: FastifyRequest): Headers => {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
};

/** Passes the Set-Cookie headers better-auth answered on to the client (none: nothing). */
export const forwardCookies = (reply: FastifyReply, cookies: string[]): void => {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};
