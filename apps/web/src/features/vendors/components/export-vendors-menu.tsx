import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { exportVendors } from '../api/export-vendors.ts';
import type { VendorListParams } from '../lib/vendor-search.ts';

/** Exports what the register shows (its filters and sort) as CSV or XLSX. */
export const ExportVendorsMenu = ({ params }: { params: VendorListParams }) => (
  <ExportMenu exportFile={(format) => exportVendors({ params, format })} />
);
