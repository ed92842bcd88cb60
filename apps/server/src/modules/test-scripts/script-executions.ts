import {
  findTestScript,
  listTestScriptExecutions,
  type Executor,
  type PageQuery,
} from '@rampart/db';
import { notFound } from '../../errors.ts';

/** A page of the runs of one of the organisation's scripts, newest first. */
export const scriptExecutions = async (
  db: Executor,
  organizationId: string,
  scriptId: string,
  query: PageQuery,
) => {
  // Another organisation's script is a 404, not an empty history.
  if (!(await findTestScript(db, organizationId, scriptId))) throw notFound('Test script');
  return listTestScriptExecutions(db, organizationId, scriptId, query);
};
