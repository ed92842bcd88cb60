import {
  findFramework,
  findImportedFrameworkByUuid,
  type Executor,
  type FrameworkRow,
} from '@rampart/db';
import { invalid } from '../../errors.ts';
import { BUILTIN_SOURCE_PREFIX } from './component-definition.ts';
import type { OscalComponent } from './oscal-schemas.ts';

const CATALOG_UUID =
  /^(?:urn:uuid:)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The framework a control implementation's source names: a built-in by its Rampart URI, or a
 * catalog this organisation imported, by the catalog's uuid (urn:uuid:… or the bare uuid).
 */
export const frameworkOfSource = async (
  db: Executor,
  organizationId: string,
  source: string,
): Promise<FrameworkRow | undefined> => {
  const s = source.trim();
  if (s.startsWith(BUILTIN_SOURCE_PREFIX)) {
    const id = decodeURIComponent(s.slice(BUILTIN_SOURCE_PREFIX.length).replace(/\/+$/, ''));
    return id ? (await findFramework(db, organizationId, id))?.framework : undefined;
  }
  const uuid = CATALOG_UUID.exec(s)?.[1];
  return uuid ? findImportedFrameworkByUuid(db, organizationId, uuid.toLowerCase()) : undefined;
};

/** The one framework every control implementation of the document is for. */
export const resolveImplementationsFramework = async (
  db: Executor,
  organizationId: string,
  components: OscalComponent[],
): Promise<FrameworkRow> => {
  const cache = new Map<string, FrameworkRow | undefined>();
  let found: { framework: FrameworkRow; at: string } | null = null;
  for (const [i, component] of components.entries()) {
    for (const [j, ci] of (component['control-implementations'] ?? []).entries()) {
      const at = `component-definition.components.${i}.control-implementations.${j}.source`;
      if (!cache.has(ci.source)) {
        cache.set(ci.source, await frameworkOfSource(db, organizationId, ci.source));
      }
      const framework = cache.get(ci.source);
      if (!framework) {
        throw invalid(
          at,
          `${at}: "${ci.source}" is not a framework of this organisation. Use a built-in framework's URI (${BUILTIN_SOURCE_PREFIX}<id>) or import the catalog first (urn:uuid:<catalog uuid>).`,
        );
      }
      if (found && found.framework.id !== framework.id) {
        throw invalid(
          at,
          `${at}: is for ${framework.name}, but ${found.at} is for ${found.framework.name}; import one framework at a time`,
        );
      }
      found ??= { framework, at };
    }
  }
  if (!found) {
    throw invalid(
      'component-definition.components',
      'component-definition.components: No component has a control implementation, so nothing says which framework the controls serve',
    );
  }
  return found.framework;
};
