import { FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExportGaps, type GapExportFormat } from '../api/export-gaps.ts';

const FORMATS: { format: GapExportFormat; label: string; Icon: typeof FileText }[] = [
  { format: 'xlsx', label: 'Export XLSX', Icon: FileSpreadsheet },
  { format: 'pdf', label: 'Export PDF', Icon: FileText },
];

/** Downloads the gap analysis as a workbook to work through, or a report to hand over. */
export const GapExportButtons = ({ frameworkId }: { frameworkId: string | undefined }) => {
  const exporter = useExportGaps();
  const running = exporter.isPending ? exporter.variables.format : null;
  return (
    <div className="flex items-center gap-2">
      {FORMATS.map(({ format, label, Icon }) => (
        <Button
          key={format}
          disabled={!frameworkId || (exporter.isPending && running !== format)}
          loading={running === format}
          onClick={() =>
            frameworkId &&
            exporter.mutate(
              { frameworkId, format },
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
          {running === format ? null : <Icon aria-hidden />}
          {label}
        </Button>
      ))}
    </div>
  );
};
