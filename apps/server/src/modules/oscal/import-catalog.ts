import {
  findImportedFrameworkByUuid,
  insertFramework,
  insertRequirements,
  lockCatalogImport,
  newId,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { frameworkItem } from '../frameworks/framework-item.ts';
import { parseCatalog } from './parse-catalog.ts';

/** Framework descriptions are short; a catalog's remarks can be pages long. */
const DESCRIPTION_MAX = 2000;

const describe = (remarks: string | undefined): string => {
  const text = (remarks ?? '').trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
};

/**
 * Imports an OSCAL catalog as a framework of the actor's organisation: one requirement per
 * control and enhancement, in one transaction. The same catalog (uuid) imports once. Answers
 * the new framework as the frameworks show it, with what the catalog held.
 */
export const importCatalog = async ({
  actor,
  body,
  db,
}: {
  actor: Actor;
  body: unknown;
  db: Db;
}) => {
  const parsed = parseCatalog(body);
  return db.transaction(async (tx) => {
    await lockCatalogImport(tx, actor.organizationId, parsed.uuid);
    const existing = await findImportedFrameworkByUuid(tx, actor.organizationId, parsed.uuid);
    if (existing) {
      throw new AppError('CONFLICT', 'This catalog is already imported', [
        { field: 'catalog.uuid', message: `Imported as "${existing.name}" (${existing.id})` },
      ]);
    }
    const id = newId('fw');
    const framework = await insertFramework(tx, {
      id,
      organizationId: actor.organizationId,
      name: parsed.metadata.title.trim(),
      version: parsed.metadata.version.trim(),
      description: describe(parsed.metadata.remarks),
      source: 'oscal',
      oscalUuid: parsed.uuid,
      oscalMetadata: parsed.metadata,
      createdBy: actor.userId,
    });
    const requirementId = (oscalId: string) => `${id}:${oscalId}`;
    const kept = new Set(parsed.requirements.map((r) => r.oscalId));
    await insertRequirements(
      tx,
      actor.organizationId,
      id,
      parsed.requirements.map((r) => ({
        id: requirementId(r.oscalId),
        code: r.code,
        title: r.title,
        description: r.description,
        mandatory: true,
        groupTitle: r.groupTitle,
        parentId:
          r.parentOscalId && kept.has(r.parentOscalId) ? requirementId(r.parentOscalId) : null,
        sortOrder: r.sortOrder,
        oscal: r.oscal,
      })),
    );
    const summary = {
      requirements: parsed.requirements.length,
      groups: parsed.groups,
      withdrawn: parsed.withdrawn,
    };
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'framework.imported',
      entityType: 'framework',
      entityId: id,
      after: {
        name: framework.name,
        version: framework.version,
        source: 'oscal',
        oscalUuid: parsed.uuid,
        oscalVersion: parsed.metadata['oscal-version'],
        ...summary,
      },
      requestId: actor.requestId,
    });
    return { framework: await frameworkItem(tx, actor, id), ...summary };
  });
};
