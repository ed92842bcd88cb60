import type { FrameworkItem } from '@rampart/contracts';
import type { FrameworkRow } from '@rampart/db';
import { hasPermission, type FrameworkSummary } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';

export const presentFramework = (
  row: { framework: FrameworkRow; requirementCount: number; selected: boolean },
  summary: FrameworkSummary | null,
  actor: Actor,
): FrameworkItem => {
  const canWrite = hasPermission(actor.permissions, 'frameworks:write');
  return {
    id: row.framework.id,
    name: row.framework.name,
    version: row.framework.version,
    description: row.framework.description,
    source: row.framework.source === 'oscal' ? 'oscal' : 'builtin',
    selected: Boolean(row.selected),
    requirementCount: Number(row.requirementCount),
    summary,
    abilities: {
      update: canWrite,
      delete: canWrite && row.framework.organizationId === actor.organizationId,
    },
  };
};
