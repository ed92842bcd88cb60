import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GapAnalysis, GapAnalysisPage } from '@rampart/contracts';
import { getWholeList } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/**
 * The framework's unmet requirements, every one, most important first, with what would close
 * each: the page counts and lists them all. The first page brings the framework and the time of
 * the analysis; a framework with more gaps than one page holds is read to its end.
 */
export const getGaps = async (id: string, signal?: AbortSignal): Promise<GapAnalysis> => {
  const { framework, generatedAt, items } = await getWholeList<GapAnalysisPage>(
    `${frameworkPath(id)}/gaps`,
    signal,
  );
  return { framework, generatedAt, items };
};

export const gapsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: FRAMEWORK_KEYS.gaps(id),
    queryFn: ({ signal }) => getGaps(id, signal),
  });

export const useGaps = (id: string | undefined) =>
  useQuery({ ...gapsQueryOptions(id ?? ''), enabled: Boolean(id) });
