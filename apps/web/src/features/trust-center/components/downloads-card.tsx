import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { TrustDownload } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useTrustDownloads } from '../api/get-trust-downloads.ts';
import { DOWNLOADS_EMPTY, downloadParts } from '../lib/downloads.ts';

/** One file a visitor took: its name, what it is, when and from which address; wraps on a phone. */
const DownloadRow = ({ download, now }: { download: TrustDownload; now: number }) => {
  const { kind, when, address } = downloadParts(download, now);
  return (
    <li className="flex gap-3 px-4 py-3">
      <FileDown className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
            {download.fileName}
          </p>
          <p className="text-xs text-muted">{kind}</p>
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

/** The files visitors took from the public page, newest first, a page at a time. */
export const DownloadsCard = () => {
  const query = useTrustDownloads();
  // "just now" and "5 min ago" are read against the moment the card was opened.
  const [now] = useState(() => Date.now());
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Card>
      <CardHeader
        title="Downloads"
        description="The files visitors took from the page, newest first, with their address."
      />
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
          <p className="text-[13px] text-muted">{DOWNLOADS_EMPTY}</p>
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
  );
};
