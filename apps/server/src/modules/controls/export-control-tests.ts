import type { ControlTest, ExportControlTestsQuery } from '@rampart/contracts';
import { CONTROL_TEST_RESULT_LABELS, CONTROL_TEST_STATUS_LABELS } from '@rampart/domain';
import {
  isoCell,
  listExport,
  memberDirectory,
  percentCell,
  readAllPages,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { controlTestHistory } from './control-test-history.ts';
import { presentControlTest } from './control.presenter.ts';

/** A test with the person the history shows: who tested it, or who it is assigned to. */
type Row = ControlTest & { by: { name: string; email: string } | undefined };

const TESTS: TableSpec<Row> = {
  what: 'control-tests',
  sheet: 'Tests',
  columns: [
    ['ID', (t) => t.id],
    ['Status', (t) => words(CONTROL_TEST_STATUS_LABELS, t.status)],
    ['Scheduled for', (t) => isoCell(t.scheduledFor)],
    ['Tested', (t) => isoCell(t.testedAt)],
    ['Result', (t) => words(CONTROL_TEST_RESULT_LABELS, t.result)],
    ['Effectiveness (%)', (t) => percentCell(t.effectiveness)],
    ['Tested by', (t) => t.by?.name ?? ''],
    ['Tester email', (t) => t.by?.email ?? ''],
    ['Notes', (t) => t.notes ?? ''],
    ['Created', (t) => isoCell(t.createdAt)],
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
