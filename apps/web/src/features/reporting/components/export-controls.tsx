import { FileDown, FileSpreadsheet, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReportFormat, ReportRun } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { API_BASE, errorMessage } from '../../../lib/api-client.ts';
import { formatBytes } from '../../../lib/files.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import { useCreateRun, type CreateRun } from '../api/create-run.ts';
import { runFilePath, useRun } from '../api/get-run.ts';
import { fallbackFileName, FORMAT_LABELS, isActive, stageLabel } from '../lib/run-labels.ts';

/** What to export: the saved report, or the one on screen; null while it cannot be made. */
export type ExportSource =
  { definitionId: string } | { spec: Extract<CreateRun, { spec: unknown }>['spec'] } | null;

type ButtonsProps = { source: ExportSource; busy: boolean; onStarted: (run: ReportRun) => void };

/** "Export PDF" and "Export XLSX": each queues a run that a background job renders. */
export const ExportButtons = ({ source, busy, onStarted }: ButtonsProps) => {
  const create = useCreateRun();
  const start = (format: ReportFormat) => {
    if (!source) return;
    create.mutate(
      { format, ...source },
      {
        onSuccess: onStarted,
        onError: (err) =>
          toast({
            title: 'Could not start the export',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };
  const pending = (f: ReportFormat) => create.isPending && create.variables?.format === f;
  return (
    <>
      <Button
        size="sm"
        disabled={!source || busy}
        loading={pending('pdf')}
        onClick={() => start('pdf')}
      >
        {pending('pdf') ? null : <FileDown aria-hidden />}
        Export PDF
      </Button>
      <Button
        size="sm"
        disabled={!source || busy}
        loading={pending('xlsx')}
        onClick={() => start('xlsx')}
      >
        {pending('xlsx') ? null : <FileSpreadsheet aria-hidden />}
        Export XLSX
      </Button>
    </>
  );
};

/** Saves the finished file once, and says so; a failed run is said once too. */
const useFinish = (run: ReportRun | undefined) => {
  const handled = useRef(new Set<string>());
  useEffect(() => {
    if (!run || isActive(run) || handled.current.has(run.id)) return;
    handled.current.add(run.id);
    if (run.status === 'failed') {
      toast({
        title: 'Export failed',
        description: run.error ?? 'The report could not be made.',
        variant: 'destructive',
      });
      return;
    }
    saveDownload(runFilePath(run.id), fallbackFileName(run)).then(
      (name) => toast({ title: 'Report exported', description: name }),
      (err: unknown) =>
        toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' }),
    );
  }, [run]);
};

/** The export under way: its stage and progress, then the file or why it failed. */
export const ExportProgress = ({ runId, onDismiss }: { runId: string; onDismiss: () => void }) => {
  const query = useRun(runId);
  const run = query.data;
  useFinish(run);
  if (!run) {
    return query.isError ? (
      <div
        role="alert"
        className="flex items-center gap-3 border-b border-border px-4 py-2.5 text-[13px] text-danger-text"
      >
        <span className="flex-1">Could not follow the export: {errorMessage(query.error)}</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    ) : null;
  }
  const what = `${FORMAT_LABELS[run.format]} export`;
  const value = Math.max(0, Math.min(100, run.progress));
  return (
    <div
      className="flex items-center gap-3 border-b border-border px-4 py-2.5 text-[13px]"
      aria-label={what}
      role="group"
    >
      {isActive(run) ? (
        <>
          <span className="w-40 shrink-0 truncate text-fg">
            {FORMAT_LABELS[run.format]} · {stageLabel(run)}
          </span>
          <ProgressBar value={value} label={`${what} progress`} className="flex-1" />
        </>
      ) : run.status === 'completed' ? (
        <>
          <span className="min-w-0 flex-1 truncate text-fg">
            {run.fileName ?? fallbackFileName(run)}
            <span className="text-muted">
              {' · '}
              {run.pageCount ? `${run.pageCount} pages · ` : ''}
              {run.sizeBytes !== null ? formatBytes(run.sizeBytes) : ''}
            </span>
          </span>
          <DownloadLink
            href={`${API_BASE}${runFilePath(run.id)}`}
            fileName={fallbackFileName(run)}
            download={() => saveDownload(runFilePath(run.id), fallbackFileName(run))}
          />
        </>
      ) : (
        <span role="alert" className="min-w-0 flex-1 text-danger-text">
          The {what} failed: {run.error ?? 'the report could not be made.'}
        </span>
      )}
      {query.isError ? <span className="text-danger-text">{errorMessage(query.error)}</span> : null}
      {isActive(run) && !query.isError ? null : (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Dismiss the ${what}`}
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
};
