import type { ReactNode } from 'react';
import type { Finding } from '@rampart/contracts';
import { shortTitles } from '@rampart/domain';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { useFindingsPage } from '../api/get-findings-page.ts';
import {
  FINDINGS_PAGE_SIZE,
  type FindingListParams,
  type FindingSortColumn,
  type SortDirection,
} from '../lib/findings-search.ts';
import { FindingRow } from './finding-row.tsx';
import { FINDING_COLUMN_COUNT, FindingsTableHead } from './findings-table-head.tsx';

/** About two lines of the title column; the full title is the button's name and tooltip. */
const FINDING_TITLE_SHOWN = 90;

type Props = {
  params: FindingListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: FindingSortColumn, sortDirection: SortDirection) => void;
  onOpen: (finding: Finding) => void;
  /** Shown instead of the table when the server has no rows for these filters. */
  empty: ReactNode;
};

/** One server page of findings (50 rows), sorted and filtered by the server. */
export const FindingsTable = ({ params, page, onPageChange, onSort, onOpen, empty }: Props) => {
  const findings = useFindingsPage(params, page);
  return (
    <ServerPagedTable
      query={findings}
      page={page}
      pageSize={FINDINGS_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="findings"
      label="Findings"
      empty={empty}
      columns={FINDING_COLUMN_COUNT}
      head={() => (
        <FindingsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
      )}
    >
      {(rows) => {
        // Findings on one control open with its title: each shows the part that tells it apart.
        const shown = shortTitles(
          rows.map((f) => f.title),
          FINDING_TITLE_SHOWN,
        );
        return rows.map((f, i) => (
          <FindingRow key={f.id} finding={f} shownTitle={shown[i]!} onOpen={onOpen} />
        ));
      }}
    </ServerPagedTable>
  );
};
