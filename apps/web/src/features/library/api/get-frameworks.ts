import { useQuery } from '@tanstack/react-query';
import type { Page, FrameworkItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORKS_LIST_KEY } from './keys.ts';

type FrameworksPage = Page<FrameworkItem>;

/** The frameworks the organisation sees, for the framework filter and their names. */
export const getFrameworks = () => api.get<FrameworksPage>('/frameworks');

export const useFrameworkOptions = (enabled: boolean) =>
  useQuery({ queryKey: FRAMEWORKS_LIST_KEY, queryFn: getFrameworks, enabled });
