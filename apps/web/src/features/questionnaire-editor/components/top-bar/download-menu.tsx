import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import type { SheetFormat } from '../../../../lib/import-errors.ts';
import { exportQuestionnaire } from '../../../../lib/questionnaire-api/export-questionnaire.ts';

/** Download the questions as CSV or XLSX; off when the share settings do not allow it. */
export const DownloadMenu = ({ id, allowed }: { id: string; allowed: boolean }) => {
  const exporter = useMutation({ mutationFn: exportQuestionnaire });
  const run = (format: SheetFormat) =>
    exporter.mutate(
      { id, format },
      {
        onSuccess: (name) => toast({ title: 'Export ready', description: name }),
        onError: (err) =>
          toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="sm"
          disabled={!allowed}
          loading={exporter.isPending}
          title={allowed ? undefined : 'Downloads are turned off for this questionnaire'}
        >
          {exporter.isPending ? null : <Download aria-hidden />}
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => run('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
