import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import type { SignedIn } from '../../testing/factories.ts';

/** Helpers shared by this module's route tests. */
export const caller =
  (app: FastifyInstance) =>
  (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: who.cookie } });

export const buildScript = async (app: FastifyInstance, who: SignedIn, body: object = {}) => {
  const res = await caller(app)(who, 'POST', '/api/test-scripts', {
    title: 'Quarterly access review',
    steps: [
      { instruction: 'Export the user list', expectedResult: 'A CSV of all users' },
      { instruction: 'Compare with HR leavers', expectedResult: 'No leaver has access' },
    ],
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** Controls belong to another module: tests insert them directly. */
export const buildControl = async (who: SignedIn, title = 'Access review') => {
  const { db } = await testDatabase();
  const id = newId('ctl');
  await db.insert(schema.controls).values({ id, organizationId: who.user.organizationId, title });
  return id;
};

export const readControl = async (id: string) => {
  const { db } = await testDatabase();
  const [control] = await db.select().from(schema.controls).where(eq(schema.controls.id, id));
  const tests = await db
    .select()
    .from(schema.controlTests)
    .where(eq(schema.controlTests.controlId, id));
  return { control: control!, tests };
};

export const fieldsOf = (res: { json(): { error: { details?: { field: string }[] } } }) =>
  (res.json().error.details ?? []).map((d) => d.field);
