import type { Executor } from '@rampart/db';
import { frameworkStatus } from './framework-status.ts';
import { visibleFramework } from './visible-framework.ts';

/** One framework the organisation may see, with every requirement's status. */
export const frameworkDetail = async (db: Executor, organizationId: string, id: string) => {
  const row = await visibleFramework(db, organizationId, id);
  const status = await frameworkStatus(db, organizationId, row.framework.id);
  return { row, status };
};
