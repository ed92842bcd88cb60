import { randomUUID } from 'node:crypto';
import { componentExportRows, findFramework, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import { buildComponentDefinition, componentDefinitionFileName } from './component-definition.ts';
import type { ExportFile } from '../../plugins/export-file.ts';

/**
 * The organisation's controls for a visible framework, as an OSCAL component definition file
 * (indented JSON) to download, with its name.
 */
export const exportComponentDefinition = async ({
  db,
  organizationId,
  frameworkId,
  now = new Date(),
}: {
  db: Executor;
  organizationId: string;
  frameworkId: string;
  now?: Date;
}): Promise<ExportFile> => {
  const found = await findFramework(db, organizationId, frameworkId);
  if (!found) throw notFound('Framework');
  const links = await componentExportRows(db, organizationId, frameworkId);
  const document = buildComponentDefinition({
    framework: found.framework,
    links,
    documentUuid: randomUUID(),
    now,
  });
  return {
    bytes: Buffer.from(JSON.stringify(document, null, 2), 'utf8'),
    fileName: componentDefinitionFileName(found.framework.name),
    contentType: 'application/json; charset=utf-8',
  };
};
