import { randomUUID } from 'node:crypto';
import { componentExportRows, findFramework, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import {
  buildComponentDefinition,
  componentDefinitionFileName,
  type ComponentDefinition,
} from './component-definition.ts';

/** The organisation's controls for a visible framework, as an OSCAL component definition. */
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
}): Promise<{ fileName: string; document: ComponentDefinition }> => {
  const found = await findFramework(db, organizationId, frameworkId);
  if (!found) throw notFound('Framework');
  const links = await componentExportRows(db, organizationId, frameworkId);
  return {
    fileName: componentDefinitionFileName(found.framework.name),
    document: buildComponentDefinition({
      framework: found.framework,
      links,
      documentUuid: randomUUID(),
      now,
    }),
  };
};
