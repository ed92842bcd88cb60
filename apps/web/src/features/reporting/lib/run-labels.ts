import type { ReportFormat, ReportRun, ReportRunStatus } from '@rampart/contracts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const FORMAT_LABELS: Record<ReportFormat, string> = { pdf: 'PDF', xlsx: 'XLSX' };

export const RUN_STATUS: Record<ReportRunStatus, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Queued', variant: 'neutral' },
  running: { label: 'Running', variant: 'accent' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

export const isActive = (run: Pick<ReportRun, 'status'> | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

/** What the bar says while the file is made: the server's stage, else where it stands. */
export const stageLabel = (run: Pick<ReportRun, 'status' | 'stage'>): string =>
  run.stage ?? (run.status === 'queued' ? 'Waiting to start' : 'Working');

/** The name to save a file under when the server sends none. */
export const fallbackFileName = (run: Pick<ReportRun, 'title' | 'format' | 'fileName'>): string =>
  run.fileName ??
  `${
    run.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  }.${run.format}`;
