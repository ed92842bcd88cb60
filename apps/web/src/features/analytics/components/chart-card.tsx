import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Download, Table2, type LucideIcon } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { toCsv } from '../../../lib/csv.ts';
import { dataUrlToBlob, downloadBlob } from '../../../lib/download.ts';
import { chartOption } from '@rampart/domain';
import { readChartTheme } from '../../../lib/chart-theme.ts';
import { useTheme } from '../../../lib/theme.ts';
import type { ChartSpec } from '../lib/trend-charts.ts';
import { EChart, type EChartHandle } from '../../../components/ui/echart.tsx';

type ChartCardProps<T, K extends QueryKey> = {
  title: string;
  description: string;
  /** The file names' stem: "risk-trend" → risk-trend-2026-11-25.png. */
  fileStem: string;
  /**
   * What the chart draws, asked for by the card itself: an answer re-renders this card only,
   * not the page and the other charts.
   */
  source: UseQueryOptions<T, Error, T, K>;
  chart: (data: T) => ChartSpec;
  /** Nothing to draw: the empty state's words. */
  empty: (data: T) => { icon: LucideIcon; title: string; description: string } | null;
  /** A figure beside the title (the period's mean time to remediate). */
  headline?: (data: T) => ReactNode;
  actions?: ReactNode;
};

const today = () => new Date().toISOString().slice(0, 10);

/** One chart: its states, PNG and CSV exports, and its figures as a table on request. */
export const ChartCard = <T, K extends QueryKey>({
  title,
  description,
  fileStem,
  source,
  chart,
  empty,
  headline,
  actions,
}: ChartCardProps<T, K>) => {
  const query = useQuery(source);
  const handle = useRef<EChartHandle>(null);
  const [showData, setShowData] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const spec = useMemo(
    () => (query.data === undefined ? null : chart(query.data)),
    [query.data, chart],
  );
  // Drawn again in the other theme's colours when the theme changes.
  const { dark } = useTheme();
  const option = useMemo(
    () => (spec ? chartOption(spec.chart, readChartTheme()) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `dark` is read through the theme's tokens
    [spec, dark],
  );
  const nothing = query.data !== undefined ? empty(query.data) : null;
  const name = `${fileStem}-${today()}`;

  const savePng = async () => {
    const url = await handle.current?.png(title).catch(() => null);
    if (!url) {
      toast({
        title: 'Could not export the chart',
        description: 'Reload the page and try again.',
        variant: 'destructive',
      });
      return;
    }
    downloadBlob(dataUrlToBlob(url), `${name}.png`);
    toast({ title: 'Chart exported', description: `${name}.png` });
  };
  const saveCsv = () => {
    if (!spec) return;
    downloadBlob(
      new Blob([toCsv(spec.columns, spec.rows)], { type: 'text/csv;charset=utf-8' }),
      `${name}.csv`,
    );
    toast({ title: 'Data exported', description: `${name}.csv` });
  };

  const ready = spec !== null && !nothing;
  return (
    <Card className="flex flex-col">
      <CardHeader
        title={title}
        description={description}
        actions={
          <>
            {query.data !== undefined && headline ? headline(query.data) : null}
            {actions}
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={showData}
              disabled={!ready}
              onClick={() => setShowData((v) => !v)}
            >
              <Table2 aria-hidden />
              {showData ? 'Chart' : 'Data'}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="sm" disabled={!ready} aria-label={`Export ${title}`}>
                  <Download aria-hidden />
                  Export
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem disabled={showData || !drawn} onSelect={() => void savePng()}>
                  Image (.png)
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={saveCsv}>Data (.csv)</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </>
        }
      />
      {query.isPending ? (
        <div role="status" className="p-4">
          <span className="sr-only">Loading {title.toLowerCase()}</span>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={`Could not load ${title.toLowerCase()}`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : nothing ? (
        <EmptyState icon={nothing.icon} title={nothing.title} description={nothing.description} />
      ) : showData && spec ? (
        <div className="max-h-72 overflow-y-auto">
          <Table>
            <caption className="sr-only">{title}</caption>
            <TableHead>
              <tr>
                {spec.columns.map((c) => (
                  <Th key={c} className="text-right first:text-left">
                    {c}
                  </Th>
                ))}
              </tr>
            </TableHead>
            <tbody>
              {spec.rows.map((row, i) => (
                <TableRow key={i}>
                  {row.map((cell, j) => (
                    <Td key={j} className="text-right tabular-nums first:text-left">
                      {cell ?? '—'}
                    </Td>
                  ))}
                </TableRow>
              ))}
            </tbody>
          </Table>
        </div>
      ) : option ? (
        <div className="p-2">
          <EChart
            ref={handle}
            option={option}
            onDrawn={setDrawn}
            label={`${title}: ${description} Choose Data for the figures.`}
          />
        </div>
      ) : null}
    </Card>
  );
};
