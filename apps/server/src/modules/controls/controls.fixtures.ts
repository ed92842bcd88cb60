import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import type { SignedIn } from '../../testing/factories.ts';

/** Helpers shared by the controls tests. */
export const caller =
  (app: FastifyInstance) =>
  (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: who.cookie } });

export const creator = (app: FastifyInstance) => async (who: SignedIn, body: object) => {
  const res = await caller(app)(who, 'POST', '/api/controls', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

export const createRisk = async (app: FastifyInstance, who: SignedIn, body: object) => {
  const res = await caller(app)(who, 'POST', '/api/risks', body);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
};

/** A mapping made through the mappings API, which also recomputes the risk's residual. */
export const mapControl = async (
  who: SignedIn,
  riskId: string,
  controlId: string,
  effectiveness: number,
) => {
  const res = await caller(await testApp())(who, 'POST', '/api/control-risk-mappings', {
    riskId,
    controlId,
    effectiveness,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
};

/** An evidence record of the organisation, as the evidence API would store it. */
export const insertEvidence = async (who: SignedIn, controlId: string | null = null) => {
  const { db } = await testDatabase();
  const id = newId('evd');
  await db.insert(schema.evidence).values({
    id,
    organizationId: who.user.organizationId,
    title: 'Screenshot',
    fileName: 'shot.png',
    contentType: 'image/png',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    storage: 'local',
    storageKey: id,
    controlId,
  });
  return id;
};

export const fields = (res: { json(): { error: { details: { field: string }[] } } }) =>
  res.json().error.details.map((d) => d.field);
