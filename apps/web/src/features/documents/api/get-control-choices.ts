import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Control } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { DOCUMENT_KEYS } from './keys.ts';

export const CHOICES_LIMIT = 50;

type ControlsPage = Page<Control>;

/** The organisation's controls found by title or description, for a document's links. */
export const getControlChoices = (search: string) =>
  api.get<ControlsPage>(
    `/controls${listQuery({ search, limit: CHOICES_LIMIT, sortBy: 'title', sortDirection: 'asc' })}`,
  );

export const useControlChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: DOCUMENT_KEYS.controls(search),
    queryFn: () => getControlChoices(search),
    placeholderData: keepPreviousData,
    enabled,
  });
