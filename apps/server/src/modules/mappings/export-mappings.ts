import type { ExportMappingsQuery, Mapping } from '@rampart/contracts';
import { listMappings } from '@rampart/db';
import {
  isoCell,
  listCell,
  listExport,
  percentCell,
  readAllPages,
  type TableSpec,
} from '../transfer/table-export.ts';
import { presentMapping } from './mapping.presenter.ts';

const MAPPINGS: TableSpec<Mapping> = {
  what: 'mappings',
  sheet: 'Mappings',
  columns: [
    ['riskId', (m) => m.riskId],
    ['risk', (m) => m.riskTitle],
    ['controlId', (m) => m.controlId],
    ['control', (m) => m.controlTitle],
    ['controlType', (m) => m.controlType],
    ['effectivenessPercent', (m) => percentCell(m.effectiveness)],
    ['effectivenessBand', (m) => m.effectivenessBand],
    ['mitigationImpact', (m) => m.mitigationImpact ?? ''],
    ['rationale', (m) => m.rationale ?? ''],
    ['lastTested', (m) => isoCell(m.lastTested)],
    ['nextTestDue', (m) => isoCell(m.nextTestDue)],
    ['evidence', (m) => listCell(m.evidence)],
    ['mappedAt', (m) => isoCell(m.createdAt)],
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
