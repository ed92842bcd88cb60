import type { ControlTest, ExportControlTestsQuery } from '@rampart/contracts';
import {
  isoCell,
  listExport,
  memberDirectory,
  percentCell,
  readAllPages,
  type TableSpec,
} from '../transfer/table-export.ts';
import { controlTestHistory } from './control-test-history.ts';
import { presentControlTest } from './control.presenter.ts';

/** A test with the person the history shows: who tested it, or who it is assigned to. */
type Row = ControlTest & { by: { name: string; email: string } | undefined };

const TESTS: TableSpec<Row> = {
  what: 'control-tests',
  sheet: 'Tests',
  columns: [
    ['id', (t) => t.id],
    ['status', (t) => t.status],
    ['scheduledFor', (t) => isoCell(t.scheduledFor)],
    ['testedAt', (t) => isoCell(t.testedAt)],
    ['result', (t) => t.result ?? ''],
    ['effectivenessPercent', (t) => percentCell(t.effectiveness)],
    ['by', (t) => t.by?.name ?? ''],
    ['byEmail', (t) => t.by?.email ?? ''],
    ['notes', (t) => t.notes ?? ''],
    ['createdAt', (t) => isoCell(t.createdAt)],
  ],
};

/** A control's whole test history, newest first, as a file (404 for another's control). */
export const exportControlTests = listExport<ExportControlTestsQuery, Row, { controlId: string }>(
  TESTS,
  async ({ db, actor: { organizationId }, controlId }) => {
    const tests = await readAllPages((page) =>
      controlTestHistory(db, organizationId, controlId, page),
    );
    const members = await memberDirectory(db, organizationId);
    const rows = tests.map(presentControlTest).map((t) => {
      const person = t.status === 'completed' ? t.testedBy : t.assigneeUserId;
      return { ...t, by: person ? members.get(person) : undefined };
    });
    return { rows };
  },
);
