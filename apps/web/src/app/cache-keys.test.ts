import { expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ADOPTION_PREFIXES } from '../lib/adopt-library-controls.ts';
import { ARIA_KEYS } from '../features/aria-insights/api/keys.ts';
import { ASSESSMENT_KEYS } from '../features/assessments/api/keys.ts';
import { FRAMEWORK_KEYS } from '../lib/framework-api/framework-keys.ts';
import { RISK_KEYS } from '../features/risks/api/keys.ts';
import { SPREADSHEET_KEYS } from '../features/spreadsheets/api/keys.ts';

// Adopting, importing and tracking invalidate by prefix (lib/adopt-library-controls.ts): every
// cached frameworks list and control picker must sit under one of those prefixes to refresh.
const cachedElsewhere = {
  'compliance frameworks list': FRAMEWORK_KEYS.list,
  'assessment framework options': ASSESSMENT_KEYS.frameworks,
  'Aria framework options': ARIA_KEYS.frameworks,
  'requirement control picker': FRAMEWORK_KEYS.controlOptions('acc'),
  'risk control picker': RISK_KEYS.controls('acc'),
  'spreadsheet control picker': SPREADSHEET_KEYS.controlSearch('acc'),
};

it.each(Object.entries(cachedElsewhere))('adopting refreshes the %s', async (_, queryKey) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKey, { items: [] });
  await Promise.all(
    ADOPTION_PREFIXES.map((prefix) => queryClient.invalidateQueries({ queryKey: prefix })),
  );
  expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
});

it('keeps the pickers apart from each other and from the lists', () => {
  const keys = Object.values(cachedElsewhere).map((key) => JSON.stringify(key));
  expect(new Set(keys).size).toBe(keys.length);
});
