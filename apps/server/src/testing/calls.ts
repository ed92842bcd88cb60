import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedIn } from './factories.ts';

/** A JSON request as a signed-in person (or anonymously with null). */
export const call = (
  app: FastifyInstance,
  who: SignedIn | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** The fields a refusal names, in its order. */
export const fieldsOf = (res: { json(): { error: { details: { field: string }[] } } }) =>
  res.json().error.details.map((d) => d.field);
