import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { errorMessage } from '../../lib/api-client.ts';
import type { SheetFormat } from '../../lib/import-errors.ts';
import { Button, type ButtonSize } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { toast } from './toast.tsx';

type ExportMenuProps = {
  /** Downloads the sheet in the format and resolves to the saved file's name. */
  exportFile: (format: SheetFormat) => Promise<string>;
  /** What it exports, for a page with several lists: the button is named "Export <what>". */
  what?: string;
  size?: ButtonSize;
};

/** Export as CSV or XLSX from a menu; says when the file is ready or why it failed. */
export const ExportMenu = ({ exportFile, what, size }: ExportMenuProps) => {
  const exporter = useMutation({ mutationFn: exportFile });
  const run = (format: SheetFormat) =>
    exporter.mutate(format, {
      onSuccess: (name) => toast({ title: 'Export ready', description: name }),
      onError: (err) =>
        toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
    });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size={size}
          loading={exporter.isPending}
          aria-label={what ? `Export ${what}` : undefined}
        >
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
