import { PAGE_ACCESS } from '@rampart/domain';
import { SpreadsheetsPage } from '../../features/spreadsheets/components/spreadsheets-page.tsx';
import type { MatrixSearch } from '../../features/spreadsheets/lib/matrix-search.ts';
import { RouteGuard } from '../route-guard.tsx';

/** Spreadsheets /dashboard/spreadsheets: the RCSA matrix and risk and control sheets. */
export const SpreadsheetsRoute = (props: {
  search: MatrixSearch;
  onSearchChange: (update: (prev: MatrixSearch) => MatrixSearch) => void;
}) => (
  <RouteGuard {...PAGE_ACCESS['/dashboard/spreadsheets']}>
    <SpreadsheetsPage {...props} />
  </RouteGuard>
);
