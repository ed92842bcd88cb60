import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one encapsulated scope read HTML form posts
 * (`application/x-www-form-urlencoded`) as a flat object of strings; the rest of the app keeps
 * taking JSON only, which a cross-site form cannot send.
 */
export const acceptFormBodies = (scope: FastifyInstance, bodyLimit: number): void => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
};
