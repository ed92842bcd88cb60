import { useQuery } from '@tanstack/react-query';
import type { Page, FrameworkItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS } from './keys.ts';

/** The frameworks the organisation sees (built-in and imported), to pick requirements from. */
export const getFrameworkChoices = () => api.get<Page<FrameworkItem>>('/frameworks');

export const useFrameworkChoices = (enabled: boolean) =>
  useQuery({ queryKey: DOCUMENT_KEYS.frameworks, queryFn: getFrameworkChoices, enabled });
