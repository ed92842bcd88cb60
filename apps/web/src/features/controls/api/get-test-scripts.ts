import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type TestScript } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type ScriptsPage = Page<TestScript>;

/** The test scripts linked to a control. */
export const getTestScripts = (controlId: string) =>
  api.get<ScriptsPage>(`/test-scripts${toQuery({ controlId, limit: LIST_LIMIT_MAX })}`);

export const testScriptsQueryOptions = (controlId: string) =>
  queryOptions({
    queryKey: CONTROL_KEYS.scripts(controlId),
    queryFn: () => getTestScripts(controlId),
  });

export const useTestScripts = (controlId: string) => useQuery(testScriptsQueryOptions(controlId));
