import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { newId, schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { createFileStorage } from '../../platform/files/create-file-storage.ts';
import { testConfig } from '../../testing/app.ts';
import type { SignedIn } from '../../testing/factories.ts';
import { multipartBody, type Part } from './multipart-body.ts';

export const MAX_BYTES = 64 * 1024;

/** An app whose evidence goes to its own temporary folder, with a small size limit. */
export const evidenceApp = async (maxBytes = MAX_BYTES) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampart-evidence-'));
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, EVIDENCE_MAX_BYTES: String(maxBytes) }),
    database,
    mailer: null,
  });
  const close = async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const storage = createFileStorage(testConfig({ DATA_DIR: dataDir }));
  return { app, database, dataDir, storage, close };
};

/** Files stored for the organisation, and files still spooled (both empty after a refusal). */
export const storedFiles = async (dataDir: string, organizationId: string) => {
  const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return {
    stored: await list(join(dataDir, 'evidence', organizationId)),
    spooled: await list(join(dataDir, 'evidence', '.incoming')),
  };
};

export const upload = (app: FastifyInstance, who: SignedIn | null, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/evidence',
    payload,
    headers: who ? { ...headers, cookie: who.cookie } : headers,
  });
};

/** Controls and tests straight into the database: these tests are not about controls. */
export const insertControl = async (database: Database, organizationId: string) => {
  const id = newId('ctl');
  await database.db.insert(schema.controls).values({ id, organizationId, title: 'MFA' });
  return id;
};

/** An ISO 27001 assessment of the organisation, for links from evidence and findings. */
export const insertAssessment = async (database: Database, organizationId: string) => {
  const id = newId('asm');
  await database.db.insert(schema.assessments).values({
    id,
    organizationId,
    frameworkId: 'ISO27001',
    name: 'ISO 27001 surveillance audit',
    periodStart: new Date('2026-01-01T00:00:00Z'),
    periodEnd: new Date('2026-12-31T00:00:00Z'),
  });
  return id;
};

export const insertControlTest = async (
  database: Database,
  organizationId: string,
  controlId: string,
) => {
  const id = newId('ctt');
  await database.db.insert(schema.controlTests).values({ id, organizationId, controlId });
  return id;
};
