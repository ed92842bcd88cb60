import type { FastifyInstance } from 'fastify';
import { call } from '../../testing/calls.ts';
import type { SignedIn } from '../../testing/factories.ts';

export { call, fieldsOf } from '../../testing/calls.ts';

export const createVendor = async (app: FastifyInstance, who: SignedIn, body: object) => {
  const res = await call(app, who, 'POST', '/api/vendors', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};
