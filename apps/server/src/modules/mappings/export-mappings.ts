import type { ExportMappingsQuery, Mapping } from '@rampart/contracts';
import { CONTROL_TYPE_LABELS, EFFECTIVENESS_BAND_LABELS } from '@rampart/domain';
import { listMappings } from '@rampart/db';
import {
  isoCell,
  listCell,
  listExport,
  percentCell,
  readAllPages,
  type TableSpec,
  words,
} from '../../platform/spreadsheets/table-export.ts';
import { presentMapping } from './mapping.presenter.ts';

const MAPPINGS: TableSpec<Mapping> = {
  what: 'mappings',
  sheet: 'Mappings',
  columns: [
    ['Risk ID', (m) => m.riskId],
    ['Risk', (m) => m.riskTitle],
    ['Control ID', (m) => m.controlId],
    ['Control', (m) => m.controlTitle],
    ['Control type', (m) => words(CONTROL_TYPE_LABELS, m.controlType)],
    ['Effectiveness (%)', (m) => percentCell(m.effectiveness)],
    ['Effectiveness', (m) => words(EFFECTIVENESS_BAND_LABELS, m.effectivenessBand)],
    ['Mitigation impact', (m) => m.mitigationImpact ?? ''],
    ['Rationale', (m) => m.rationale ?? ''],
    ['Last tested', (m) => isoCell(m.lastTested)],
    ['Next test due', (m) => isoCell(m.nextTestDue)],
    ['Evidence', (m) => listCell(m.evidence)],
    ['Mapped', (m) => isoCell(m.createdAt)],
  ],
};

/** A risk's or a control's mappings (or all of them), newest first, as a CSV or XLSX file. */
export const exportMappings = listExport<ExportMappingsQuery, Mapping>(
  MAPPINGS,
  async ({ db, actor: { organizationId }, query }) => {
    const rows = await readAllPages((page) =>
      listMappings(db, organizationId, { ...query, ...page }),
    );
    return { rows: rows.map(presentMapping) };
  },
);
