import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { downloadBlob } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { heatmapCsv } from '../lib/heatmap-csv.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { renderHeatmapPng, type PngInput } from '../lib/heatmap-png.ts';

type Props = { matrix: readonly MatrixCell[] | null; png: () => PngInput; fileStem: string };

/** Saves what the heat map shows: an image drawn in the browser, or the cells as CSV. */
export const HeatmapExportMenu = ({ matrix, png, fileStem }: Props) => {
  const [busy, setBusy] = useState(false);
  const exportPng = async () => {
    setBusy(true);
    try {
      downloadBlob(await renderHeatmapPng(png()), `${fileStem}.png`);
      toast({ title: 'Heat map exported', description: `${fileStem}.png` });
    } catch (err) {
      toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = () => {
    if (!matrix) return;
    downloadBlob(
      new Blob([heatmapCsv(matrix)], { type: 'text/csv;charset=utf-8' }),
      `${fileStem}.csv`,
    );
    toast({ title: 'Heat map exported', description: `${fileStem}.csv` });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button disabled={!matrix} loading={busy}>
          {busy ? null : <Download aria-hidden />}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void exportPng()}>Image (.png)</DropdownMenuItem>
        <DropdownMenuItem onSelect={exportCsv}>Cells and top risks (.csv)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
