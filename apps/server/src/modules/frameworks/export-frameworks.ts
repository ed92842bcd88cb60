import type { ExportFrameworksQuery, FrameworkItem } from '@rampart/contracts';
import { FRAMEWORK_SOURCE_LABELS } from '@rampart/domain';
import {
  listExport,
  yesNo,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { frameworkList } from './framework-list.ts';
import { presentFramework } from './framework.presenter.ts';

const figure = (n: number | undefined) => (n === undefined ? '' : String(n));

const FRAMEWORKS: TableSpec<FrameworkItem> = {
  what: 'frameworks',
  sheet: 'Frameworks',
  columns: [
    ['ID', (f) => f.id],
    ['Name', (f) => f.name],
    ['Version', (f) => f.version],
    ['Source', (f) => words(FRAMEWORK_SOURCE_LABELS, f.source)],
    ['Tracked', (f) => yesNo(f.selected)],
    ['Requirements', (f) => String(f.requirementCount)],
    ['Met', (f) => figure(f.summary?.met)],
    ['Partly met', (f) => figure(f.summary?.partlyMet)],
    ['Not met', (f) => figure(f.summary?.notMet)],
    ['Not applicable', (f) => figure(f.summary?.notApplicable)],
    ['Met (%)', (f) => figure(f.summary?.percentMet)],
    ['Progress (%)', (f) => figure(f.summary?.percentProgress)],
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
