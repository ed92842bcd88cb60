import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExportSheet, type FileFormat, type Sheet } from '../api/transfer-files.ts';
import type { MatrixParams } from '../lib/matrix-search.ts';

type ExportButtonProps = {
  sheet: Sheet;
  format: FileFormat;
  params: MatrixParams;
  /** The accessible name when the visible label is only the format. */
  label: string;
  children: string;
};

/** Downloads a sheet as a file, saying when it is ready or why it failed. */
export const ExportButton = ({ sheet, format, params, label, children }: ExportButtonProps) => {
  const exporter = useExportSheet();
  return (
    <Button
      size="sm"
      aria-label={label}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(
          { sheet, format, params },
          {
            onSuccess: (name) => toast({ title: 'Export ready', description: name }),
            onError: (err) =>
              toast({
                title: 'Export failed',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {exporter.isPending ? null : <Download aria-hidden />}
      {children}
    </Button>
  );
};
