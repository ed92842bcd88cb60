import { useQuery } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS } from './keys.ts';

/** The frameworks the organisation sees (built-in and imported), to pick requirements from. */
export const getFrameworkChoices = (signal?: AbortSignal) =>
  getAllItems<FrameworkItem>('/frameworks', signal);

export const useFrameworkChoices = (enabled: boolean) =>
  useQuery({
    queryKey: DOCUMENT_KEYS.frameworks,
    queryFn: ({ signal }) => getFrameworkChoices(signal),
    enabled,
  });
