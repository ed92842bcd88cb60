import { useState, type Ref } from 'react';
import { FileDown, Stamp, X } from 'lucide-react';
import type { TrustDownload } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useTrustDownloads } from '../api/get-trust-downloads.ts';
import { DOWNLOADS_EMPTY, downloadParts, viewerEmpty } from '../lib/downloads.ts';

/** The approved visitor whose downloads the card shows; null for everyone's. */
export type DownloadsViewer = { grantId: string; email: string } | null;

/**
 * One file a visitor took: its name, what it is, who (an approved visitor), when and from which
 * address, and whether the copy carried their email; wraps on a phone.
 */
const DownloadRow = ({ download, now }: { download: TrustDownload; now: number }) => {
  const { kind, when, address, viewer } = downloadParts(download, now);
  return (
    <li className="flex gap-3 px-4 py-3">
      <FileDown className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
              {download.fileName}
            </span>
            {download.watermarked ? (
              <Badge variant="neutral" title="Each page carried the visitor’s email and the time">
                <Stamp className="size-3" aria-hidden />
                Watermarked
              </Badge>
            ) : null}
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-muted">
            {kind}
            {viewer ? (
              <>
                <span aria-hidden> · </span>
                <span className="sr-only">, taken by </span>
                {viewer}
              </>
            ) : null}
          </p>
        </div>
        <p className="text-xs text-muted tabular-nums">
          <time dateTime={download.at} title={formatDateTime(download.at)}>
            {when}
          </time>
          <span aria-hidden> · </span>
          <span className="sr-only">, from </span>
          <span className="break-all">{address}</span>
        </p>
      </div>
    </li>
  );
};

/**
 * The files visitors took from the public page, newest first, a page at a time; or one approved
 * visitor's. Managers only: the log names approved visitors.
 */
export const DownloadsCard = ({
  viewer,
  onShowAll,
  ref,
}: {
  viewer: DownloadsViewer;
  onShowAll: () => void;
  ref?: Ref<HTMLElement>;
}) => {
  const query = useTrustDownloads(viewer?.grantId ?? null);
  // "just now" and "5 min ago" are read against the moment the card was opened.
  const [now] = useState(() => Date.now());
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Downloads"
      className="scroll-mt-16 rounded-lg lg:scroll-mt-4"
    >
      <Card>
        <CardHeader
          title="Downloads"
          description="The files visitors took from the page, newest first, with the approved visitor who took a restricted one."
        />
        {viewer ? (
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-4 py-2 text-xs text-muted">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              Showing the downloads of <span className="font-medium text-fg">{viewer.email}</span>
            </span>
            <Button size="sm" variant="ghost" onClick={onShowAll}>
              <X aria-hidden />
              Show all downloads
            </Button>
          </div>
        ) : null}
        {query.isPending ? (
          <SkeletonRows rows={2} label="Loading the downloads" />
        ) : !query.data ? (
          // A failed "Load more" keeps the entries already shown; only a failed first page replaces them.
          <ErrorState
            title="Could not load the downloads"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <CardContent>
            <p className="text-[13px] text-muted">
              {viewer ? viewerEmpty(viewer.email) : DOWNLOADS_EMPTY}
            </p>
          </CardContent>
        ) : (
          <>
            <ul aria-label="Downloads" className="divide-y divide-border">
              {items.map((download) => (
                <DownloadRow key={download.id} download={download} now={now} />
              ))}
            </ul>
            <LoadMore
              query={query}
              errorTitle="Could not load more downloads"
              counts={{ shown: items.length, total }}
            />
          </>
        )}
      </Card>
    </section>
  );
};
