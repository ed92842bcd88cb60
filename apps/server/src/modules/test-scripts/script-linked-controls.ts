import { findTestScript, listLinkedControls, type Executor, type PageQuery } from '@rampart/db';
import { notFound } from '../../errors.ts';

/** A page of the controls linked to one of the organisation's scripts. */
export const scriptLinkedControls = async (
  db: Executor,
  organizationId: string,
  scriptId: string,
  query: PageQuery,
) => {
  // Another organisation's script is a 404, not an empty list.
  if (!(await findTestScript(db, organizationId, scriptId))) throw notFound('Test script');
  return listLinkedControls(db, organizationId, scriptId, query);
};
