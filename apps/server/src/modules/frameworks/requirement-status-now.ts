import type { RequirementStatusItem } from '@rampart/contracts';
import type { Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import { frameworkStatus } from './framework-status.ts';

/** One requirement's status as it now is, or a 404 when the framework has no such requirement. */
export const requirementStatusNow = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  requirementId: string,
): Promise<RequirementStatusItem> => {
  const status = await frameworkStatus(db, organizationId, frameworkId);
  const found = status.requirements.find((r) => r.id === requirementId);
  if (!found) throw notFound('Requirement');
  return found;
};
