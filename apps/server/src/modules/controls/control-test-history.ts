import { findControl, listControlTests, type Executor, type PageQuery } from '@rampart/db';
import { notFound } from '../../errors.ts';

/** A page of the tests of one of the organisation's controls, or a 404 for any other control. */
export const controlTestHistory = async (
  db: Executor,
  organizationId: string,
  controlId: string,
  query: PageQuery,
) => {
  if (!(await findControl(db, organizationId, controlId))) throw notFound('Control');
  return listControlTests(db, organizationId, controlId, query);
};
