import { findFramework, findRequirement, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';

/** A framework the organisation may see, or a 404 (another organisation's import included). */
export const visibleFramework = async (db: Executor, organizationId: string, id: string) => {
  const row = await findFramework(db, organizationId, id);
  if (!row) throw notFound('Framework');
  return row;
};

/** A requirement of a framework the organisation may see, or a 404. */
export const visibleRequirement = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  requirementId: string,
) => {
  await visibleFramework(db, organizationId, frameworkId);
  const requirement = await findRequirement(db, organizationId, frameworkId, requirementId);
  if (!requirement) throw notFound('Requirement');
  return requirement;
};
