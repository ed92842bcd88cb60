import type { ExportLibraryControlsQuery, LibraryControlItem } from '@rampart/contracts';
import {
  CONTROL_FREQUENCY_LABELS,
  CONTROL_PRIORITY_LABELS,
  IMPLEMENTATION_COMPLEXITY_LABELS,
  LIBRARY_CATEGORY_LABELS,
  LIBRARY_IMPORTANCE_LABELS,
} from '@rampart/domain';
import {
  listCell,
  listExport,
  readAllPages,
  yesNo,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { presentLibraryControl } from './library.presenter.ts';
import { searchLibrary } from './search-library.ts';

const LIBRARY: TableSpec<LibraryControlItem> = {
  what: 'control-library',
  sheet: 'Control library',
  columns: [
    ['ID', (c) => c.id],
    ['Name', (c) => c.name],
    ['Category', (c) => words(LIBRARY_CATEGORY_LABELS, c.category)],
    ['Importance', (c) => words(LIBRARY_IMPORTANCE_LABELS, c.importance)],
    ['Standards', (c) => c.standards],
    ['Frameworks', (c) => listCell([...new Set(c.requirements.map((r) => r.frameworkId))])],
    ['Adopted', (c) => yesNo(c.adoptedControlId !== null)],
    ['Adopted control ID', (c) => c.adoptedControlId ?? ''],
    ['Priority', (c) => words(CONTROL_PRIORITY_LABELS, c.effort.priority)],
    [
      'Complexity',
      (c) => words(IMPLEMENTATION_COMPLEXITY_LABELS, c.effort.implementationComplexity),
    ],
    ['Frequency', (c) => words(CONTROL_FREQUENCY_LABELS, c.effort.frequency)],
    ['Estimated hours', (c) => String(c.effort.estimatedHours)],
    ['Estimated cost', (c) => String(c.effort.estimatedCost)],
    ['Why', (c) => c.description.why],
    ['How', (c) => c.description.how],
    ['Evidence', (c) => c.description.evidence],
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
