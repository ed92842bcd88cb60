// Engine-level copy of a whole installation's rows (backups, moving to PostgreSQL, later the
// organisation export): the tables from the catalog, dumped as JSON lines, loaded exactly.
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
