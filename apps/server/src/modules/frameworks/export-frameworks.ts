import type { ExportFrameworksQuery, FrameworkItem } from '@rampart/contracts';
import { listExport, yesNo, type TableSpec } from '../transfer/table-export.ts';
import { frameworkList } from './framework-list.ts';
import { presentFramework } from './framework-status.ts';

const figure = (n: number | undefined) => (n === undefined ? '' : String(n));

const FRAMEWORKS: TableSpec<FrameworkItem> = {
  what: 'frameworks',
  sheet: 'Frameworks',
  columns: [
    ['id', (f) => f.id],
    ['name', (f) => f.name],
    ['version', (f) => f.version],
    ['source', (f) => f.source],
    ['tracked', (f) => yesNo(f.selected)],
    ['requirements', (f) => String(f.requirementCount)],
    ['met', (f) => figure(f.summary?.met)],
    ['partlyMet', (f) => figure(f.summary?.partlyMet)],
    ['notMet', (f) => figure(f.summary?.notMet)],
    ['notApplicable', (f) => figure(f.summary?.notApplicable)],
    ['percentMet', (f) => figure(f.summary?.percentMet)],
    ['percentProgress', (f) => figure(f.summary?.percentProgress)],
  ],
};

/** Framework Status as a CSV or XLSX file: each framework and how far it is met. */
export const exportFrameworks = listExport<ExportFrameworksQuery, FrameworkItem>(
  FRAMEWORKS,
  async ({ db, actor, query: { tracked } }) => {
    const items = (await frameworkList(db, actor.organizationId))
      .map(({ row, summary }) => presentFramework(row, summary, actor))
      .filter((f) => tracked === undefined || f.selected === tracked);
    return { rows: items };
  },
);
