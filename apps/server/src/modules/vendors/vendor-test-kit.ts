import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedIn } from '../../testing/factories.ts';

/** A JSON request as a signed-in person. */
export const call = (
  app: FastifyInstance,
  who: SignedIn | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

export const createVendor = async (app: FastifyInstance, who: SignedIn, body: object) => {
  const res = await call(app, who, 'POST', '/api/vendors', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** The fields a refusal names, in its order. */
export const fieldsOf = (res: { json(): { error: { details: { field: string }[] } } }) =>
  res.json().error.details.map((d) => d.field);
