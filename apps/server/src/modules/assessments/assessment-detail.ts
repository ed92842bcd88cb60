import { findAssessment, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import { assessmentRequirements } from './assessment-requirements.ts';

/** One assessment of the organisation with its requirements (frozen once signed off). */
export const assessmentDetail = async (db: Executor, organizationId: string, id: string) => {
  const row = await findAssessment(db, organizationId, id);
  if (!row) throw notFound('Assessment');
  const { frozen, requirements } = await assessmentRequirements(db, organizationId, row);
  return { row, frozen, requirements };
};
