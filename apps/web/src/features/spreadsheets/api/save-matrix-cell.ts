import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RcsaMatrix, Risk } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { CellChange } from '../lib/cell-value.ts';
import { CONTROLS_PREFIX, RISKS_PREFIX, SPREADSHEET_KEYS } from './keys.ts';

export type CellSave = {
  riskId: string;
  controlId: string;
  change: Extract<CellChange, { kind: 'create' | 'update' | 'delete' }>;
};

const mappingPath = (riskId: string, controlId: string) =>
  `/control-risk-mappings/${encodeURIComponent(riskId)}/${encodeURIComponent(controlId)}`;

/** One cell through the mappings API: map, re-rate or unmap; then the risk's new residual. */
export const saveMatrixCell = async ({ riskId, controlId, change }: CellSave): Promise<Risk> => {
  if (change.kind === 'create') {
    await api.post('/control-risk-mappings', {
      riskId,
      controlId,
      effectiveness: change.effectiveness,
    });
  } else if (change.kind === 'update') {
    await api.patch(mappingPath(riskId, controlId), { effectiveness: change.effectiveness });
  } else {
    await api.delete(mappingPath(riskId, controlId));
  }
  return api.get<Risk>(`/risks/${encodeURIComponent(riskId)}`);
};

/** Puts the saved cell and the risk's new levels into every cached matrix. */
const patchMatrices = (queryClient: QueryClient, save: CellSave, risk: Risk) => {
  queryClient.setQueriesData<RcsaMatrix>({ queryKey: SPREADSHEET_KEYS.matrices }, (m) => {
    if (!m) return m;
    const others = m.cells.filter(
      (c) => !(c.riskId === save.riskId && c.controlId === save.controlId),
    );
    const cells =
      save.change.kind === 'delete'
        ? others
        : [...others, { ...save, effectiveness: save.change.effectiveness }].map(
            ({ riskId, controlId, effectiveness }) => ({ riskId, controlId, effectiveness }),
          );
    const risks = m.risks.map((r) =>
      r.id === risk.id
        ? {
            ...r,
            title: risk.title,
            riskScore: risk.riskScore,
            riskLevel: risk.riskLevel,
            residualScore: risk.residualScore,
            residualLevel: risk.residualLevel,
          }
        : r,
    );
    return { ...m, cells, risks };
  });
};

export const useSaveMatrixCell = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatrixCell,
    onSuccess: (risk, save) => {
      patchMatrices(queryClient, save, risk);
      // Other screens (register, detail, controls) read the mapping too; the matrix is patched.
      void queryClient.invalidateQueries({
        queryKey: RISKS_PREFIX,
        predicate: (q) => q.queryKey[1] !== SPREADSHEET_KEYS.matrices[1],
      });
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
    },
  });
};
