import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { SheetFormat } from '../../../lib/import-errors.ts';
import { useExportVendors } from '../api/export-vendors.ts';
import type { VendorListParams } from '../lib/vendor-search.ts';

/** Exports what the register shows (its filters and sort) as CSV or XLSX. */
export const ExportVendorsMenu = ({ params }: { params: VendorListParams }) => {
  const exporter = useExportVendors();
  const run = (format: SheetFormat) =>
    exporter.mutate(
      { params, format },
      {
        onSuccess: (name) => toast({ title: 'Export ready', description: name }),
        onError: (err) =>
          toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button loading={exporter.isPending}>
          {exporter.isPending ? null : <Download aria-hidden />}
          {exporter.isPending ? 'Exporting…' : 'Export'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => run('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
