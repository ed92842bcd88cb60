import type { ExportLibraryControlsQuery, LibraryControlItem } from '@rampart/contracts';
import {
  listCell,
  listExport,
  readAllPages,
  yesNo,
  type TableSpec,
} from '../transfer/table-export.ts';
import { presentLibraryControl } from './library.presenter.ts';
import { searchLibrary } from './search-library.ts';

const LIBRARY: TableSpec<LibraryControlItem> = {
  what: 'control-library',
  sheet: 'Control library',
  columns: [
    ['id', (c) => c.id],
    ['name', (c) => c.name],
    ['category', (c) => c.category],
    ['importance', (c) => c.importance],
    ['standards', (c) => c.standards],
    ['frameworks', (c) => listCell([...new Set(c.requirements.map((r) => r.frameworkId))])],
    ['adopted', (c) => yesNo(c.adoptedControlId !== null)],
    ['adoptedControlId', (c) => c.adoptedControlId ?? ''],
    ['priority', (c) => c.effort.priority],
    ['implementationComplexity', (c) => c.effort.implementationComplexity],
    ['frequency', (c) => c.effort.frequency],
    ['estimatedHours', (c) => String(c.effort.estimatedHours)],
    ['estimatedCost', (c) => String(c.effort.estimatedCost)],
    ['why', (c) => c.description.why],
    ['how', (c) => c.description.how],
    ['evidence', (c) => c.description.evidence],
  ],
};

/**
 * The library controls matching the search and filters, in the library's order (best match
 * first), with what adopting each costs this organisation and whether it did, as a file.
 */
export const exportLibrary = listExport<ExportLibraryControlsQuery, LibraryControlItem>(
  LIBRARY,
  async ({ db, actor: { organizationId }, query }) => ({
    rows: await readAllPages(async (page) => {
      const result = await searchLibrary(db, organizationId, { ...query, ...page });
      return { rows: result.rows.map((row) => presentLibraryControl(row, result.context)) };
    }),
  }),
);
