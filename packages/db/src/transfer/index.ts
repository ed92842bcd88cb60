// Engine-level copy of a whole installation's rows (backups, moving to PostgreSQL, the organisation
// export): the tables from the catalog, dumped as JSON lines, loaded exactly.
export {
  fileColumns,
  listTables,
  orderedSelect,
  type FileColumn,
  type TableInfo,
} from './catalog.ts';
export {
  DUMP_PAGE_ROWS,
  prepareSession,
  sumTable,
  tableLines,
  tableSummer,
  type TableSum,
} from './dump.ts';
export { beginLoad, emptyTables, tableLoader } from './load.ts';
export { ident, sqlRunner, type RunSql } from './sql-runner.ts';
export {
  LEFT_OUT_OF_ORGANIZATION_EXPORT,
  OUTSIDE_LINK_COLUMNS,
  PERSON_COLUMNS_WITHOUT_KEY,
  PERSON_EXPORT_COLUMNS,
  organizationRowFilter,
  organizationTables,
  personColumns,
} from './organization-scope.ts';
export { freshIdLike, isIdShaped, remapIds } from './remap-ids.ts';
