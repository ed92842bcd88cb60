import { expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LibraryControlItem } from '@rampart/contracts';
import { ADOPTION_PREFIXES } from '../../../lib/adopt-library-controls.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { libraryOptionsKey, notAdopted } from './get-library-options.ts';

const item = (id: string, adoptedControlId: string | null) =>
  ({ id, name: id, adoptedControlId }) as LibraryControlItem;

it('offers only the library controls the organisation has not adopted', () => {
  const items = [item('LIB-VM-001', null), item('LIB-VM-002', 'ctl_1'), item('LIB-VM-003', null)];
  expect(notAdopted(items).map((c) => c.id)).toEqual(['LIB-VM-001', 'LIB-VM-003']);
  expect(notAdopted([item('LIB-VM-002', 'ctl_1')])).toEqual([]);
});

// Adopting from the dialog must move a control from one list to the other: both refetch.
it.each([
  ['the library list', libraryOptionsKey('due diligence')],
  ['the control picker', vendorKeys.controlOptions('due diligence')],
])('adopting refreshes %s of the map-to-control dialog', async (_, queryKey) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKey, { items: [] });
  await Promise.all(
    ADOPTION_PREFIXES.map((prefix) => queryClient.invalidateQueries({ queryKey: prefix })),
  );
  expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
});
