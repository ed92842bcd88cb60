import { listFrameworks, type Executor } from '@rampart/db';
import type { FrameworkSummary } from '@rampart/domain';
import { frameworkStatus } from './framework-status.ts';

/** The frameworks the organisation may see, each tracked one with its status summary. */
export const frameworkList = async (db: Executor, organizationId: string) => {
  const rows = await listFrameworks(db, organizationId);
  const items: { row: (typeof rows)[number]; summary: FrameworkSummary | null }[] = [];
  for (const row of rows) {
    const summary = row.selected
      ? (await frameworkStatus(db, organizationId, row.framework.id)).summary
      : null;
    items.push({ row, summary });
  }
  return items;
};
