import { useQuery } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { FRAMEWORKS_LIST_KEY } from './keys.ts';

/** The frameworks the organisation sees, for the framework filter and their names. */
export const getFrameworks = (signal?: AbortSignal) =>
  getAllItems<FrameworkItem>('/frameworks', signal);

export const useFrameworkOptions = (enabled: boolean) =>
  useQuery({
    queryKey: FRAMEWORKS_LIST_KEY,
    queryFn: ({ signal }) => getFrameworks(signal),
    enabled,
  });
