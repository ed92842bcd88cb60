import { FileSpreadsheet, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import type { Sheet } from '../api/transfer-files.ts';
import type { MatrixParams } from '../lib/matrix-search.ts';
import { ExportButton } from './export-button.tsx';

type Row = { sheet: 'risks' | 'controls'; title: string; description: string; canImport: boolean };

type TransferCardProps = {
  params: MatrixParams;
  canImportRisks: boolean;
  canReadControls: boolean;
  canImportControls: boolean;
  onImport: (sheet: Sheet) => void;
};

/** Risk and control spreadsheets: the register and the control library as CSV or XLSX. */
export const TransferCard = ({
  params,
  canImportRisks,
  canReadControls,
  canImportControls,
  onImport,
}: TransferCardProps) => {
  const rows: Row[] = [
    {
      sheet: 'risks',
      title: 'Risks',
      description:
        'The risks matching the filters above, one row each, with scores and levels. Edit and import to update them, or add rows without an id to create risks.',
      canImport: canImportRisks,
    },
  ];
  if (canReadControls) {
    rows.push({
      sheet: 'controls',
      title: 'Controls',
      description:
        'Every control of the organisation, with type, owner, frequency, effectiveness and test dates. Rows without an id create controls.',
      canImport: canImportControls,
    });
  }
  return (
    <Card>
      <CardHeader
        title="Risk and control spreadsheets"
        description="Round trips lose nothing: export, edit in Excel or any spreadsheet, import back."
      />
      <ul className="divide-y divide-border">
        {rows.map((r) => (
          <li key={r.sheet} className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
            <div className="flex min-w-0 flex-1 basis-80 items-start gap-3">
              <FileSpreadsheet className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
              <div className="min-w-0">
                <h3 className="text-sm font-medium text-fg">{r.title}</h3>
                <p className="mt-0.5 text-[13px] text-muted">{r.description}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ExportButton
                sheet={r.sheet}
                format="csv"
                params={params}
                label={`Export CSV of ${r.title.toLowerCase()}`}
              >
                Export CSV
              </ExportButton>
              <ExportButton
                sheet={r.sheet}
                format="xlsx"
                params={params}
                label={`Export XLSX of ${r.title.toLowerCase()}`}
              >
                Export XLSX
              </ExportButton>
              <Button
                size="sm"
                disabled={!r.canImport}
                title={r.canImport ? undefined : 'Your role cannot change these'}
                onClick={() => onImport(r.sheet)}
              >
                <Upload aria-hidden />
                Import {r.title.toLowerCase()}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
};
