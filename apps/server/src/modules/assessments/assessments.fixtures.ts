import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import type { SignedIn } from '../../testing/factories.ts';

// Set-up straight into the database: these tests are about assessments, not about the
// modules that own controls, evidence or imported frameworks.

const db = async () => (await testDatabase()).db;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const caller =
  (app: FastifyInstance) => (who: SignedIn | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** An imported framework of the organisation with a few requirements (R-1, R-2, ...). */
export const insertFramework = async (organizationId: string, requirements = 3) => {
  const id = newId('fw');
  await (
    await db()
  )
    .insert(schema.frameworks)
    .values({ id, organizationId, name: 'Tiny catalog', version: '1.0', source: 'oscal' });
  const rows = Array.from({ length: requirements }, (_, i) => ({
    id: `${id}:r-${i + 1}`,
    frameworkId: id,
    code: `R-${i + 1}`,
    title: `Requirement ${i + 1}`,
    sortOrder: i,
  }));
  await (await db()).insert(schema.frameworkRequirements).values(rows);
  return { id, requirementIds: rows.map((r) => r.id) };
};

export const insertControl = async (
  organizationId: string,
  title: string,
  implementationStatus = 'implemented',
) => {
  const id = newId('ctl');
  await (
    await db()
  )
    .insert(schema.controls)
    .values({ id, organizationId, title, implementationStatus });
  return id;
};

export const mapControl = async (
  organizationId: string,
  controlId: string,
  requirementId: string,
) =>
  (await db())
    .insert(schema.controlRequirements)
    .values({ organizationId, controlId, requirementId, source: 'manual' });

export const declareNotApplicable = async (
  organizationId: string,
  requirementId: string,
  reason: string,
) =>
  (await db())
    .insert(schema.requirementApplicability)
    .values({ organizationId, requirementId, applicable: false, reason });

export const insertEvidence = async (organizationId: string, title: string) => {
  const id = newId('evd');
  await (await db()).insert(schema.evidence).values({
    id,
    organizationId,
    title,
    fileName: `${title}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    storage: 'local',
    storageKey: id,
  });
  return id;
};

/** Results for many requirements at once (a batch insert, not one request each). */
export const insertResults = async (
  organizationId: string,
  assessmentId: string,
  requirementIds: string[],
  result: string,
) => {
  if (requirementIds.length === 0) return;
  await (await db()).insert(schema.assessmentResults).values(
    requirementIds.map((requirementId) => ({
      organizationId,
      assessmentId,
      requirementId,
      result,
    })),
  );
};

export const iso = (code: string) => `ISO27001:2022-${code}`;
