import type { ListRisksQuery, RcsaMatrix } from '@rampart/contracts';
import { RCSA_MATRIX_MAX_RISKS } from '@rampart/contracts';
import { controlTitles, listRisks, mappingsForRisks, type Db } from '@rampart/db';
import type { Table } from '../../platform/spreadsheets/table-file.ts';

export type RcsaMatrixFilter = Omit<ListRisksQuery, 'limit' | 'cursor' | 'offset'> & {
  controlIds?: string[];
};

/**
 * The matrix for the risks matching the filter (at most 500, in list order): columns are the
 * controls mapped to them, plus any controls asked for by id (to add new mappings).
 */
export const buildRcsaMatrix = async (
  db: Db,
  organizationId: string,
  filter: RcsaMatrixFilter,
): Promise<RcsaMatrix> => {
  const { controlIds = [], ...query } = filter;
  const listed = await listRisks(db, organizationId, {
    ...query,
    limit: RCSA_MATRIX_MAX_RISKS,
    offset: 0,
  });
  const page = { total: listed.total, rows: listed.rows.map((r) => r.risk) };
  const cells = await mappingsForRisks(
    db,
    organizationId,
    page.rows.map((r) => r.id),
  );
  const columns = new Map(
    cells.map((c) => [
      c.controlId,
      { id: c.controlId, title: c.controlTitle, type: c.controlType },
    ]),
  );
  for (const c of await controlTitles(
    db,
    organizationId,
    controlIds.filter((id) => !columns.has(id)),
  )) {
    columns.set(c.id, c);
  }
  return {
    totalRisks: page.total,
    risks: page.rows.map((r) => ({
      id: r.id,
      title: r.title,
      riskScore: r.riskScore,
      riskLevel: r.riskLevel,
      residualScore: r.residualScore,
      residualLevel: r.residualLevel,
    })),
    controls: [...columns.values()].sort((a, b) => a.title.localeCompare(b.title)),
    cells: cells.map((c) => ({
      riskId: c.riskId,
      controlId: c.controlId,
      effectiveness: c.effectiveness,
    })),
  };
};

export const MATRIX_ID_ROW_LABEL = 'Control ID';

/**
 * As a sheet: row 1 names the controls, row 2 carries their ids (so the file can be imported
 * again), then one row per risk with the effectiveness in percent, blank where not mapped.
 */
export const matrixToTable = (m: RcsaMatrix): Table => {
  const cell = new Map(m.cells.map((c) => [`${c.riskId}|${c.controlId}`, c.effectiveness]));
  return {
    headers: ['Risk ID', 'Risk', 'Inherent', 'Residual', ...m.controls.map((c) => c.title)],
    rows: [
      [MATRIX_ID_ROW_LABEL, '', '', '', ...m.controls.map((c) => c.id)],
      ...m.risks.map((r) => [
        r.id,
        r.title,
        `${r.riskScore} ${r.riskLevel}`,
        `${r.residualScore} ${r.residualLevel}`,
        ...m.controls.map((c) => {
          const e = cell.get(`${r.id}|${c.id}`);
          return e === undefined ? '' : String(Math.round(e * 100));
        }),
      ]),
    ],
  };
};
