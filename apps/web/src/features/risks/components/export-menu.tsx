import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { exportRisks } from '../api/export-risks.ts';
import type { RiskListParams } from '../lib/register-search.ts';

/** Exports what the register shows (its filters and sort) as CSV or XLSX. */
export const ExportRisksMenu = ({ params }: { params: RiskListParams }) => (
  <ExportMenu exportFile={(format) => exportRisks({ params, format })} />
);
