import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Control } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS } from '../../../lib/framework-api/framework-keys.ts';

export type ControlOption = Pick<Control, 'id' | 'title' | 'implementationStatus'>;

const OPTION_LIMIT = 20;

/** The organisation's controls whose title or description match, to map to a requirement. */
export const searchControls = async (search: string): Promise<ControlOption[]> => {
  const page = await api.get<{ items: Control[] }>(
    `/controls${toQuery({ search: search || undefined, limit: OPTION_LIMIT, sortBy: 'title', sortDirection: 'asc' })}`,
  );
  return page.items.map((c) => ({
    id: c.id,
    title: c.title,
    implementationStatus: c.implementationStatus,
  }));
};

export const useControlOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: FRAMEWORK_KEYS.controlOptions(search),
    queryFn: () => searchControls(search),
    enabled,
    placeholderData: keepPreviousData,
  });
