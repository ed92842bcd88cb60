import { Fragment, useState } from 'react';
import { FilePlus2, FileSignature } from 'lucide-react';
import type { TrustNda } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useTrustNdas } from '../api/get-trust-ndas.ts';
import { NDA_EMPTY, ndaParts } from '../lib/nda-words.ts';
import { NdaDialog } from './nda-dialog.tsx';

/** "Version 3 · May 17, 2026 · by Ann Lee · 12 visitors accepted it", each part on one line. */
const NdaMeta = ({ nda }: { nda: TrustNda }) => (
  <span className="text-xs text-muted tabular-nums" title={formatDateTime(nda.createdAt)}>
    {ndaParts(nda).map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? ' · ' : null}
        <span className="whitespace-nowrap">{part}</span>
      </Fragment>
    ))}
  </span>
);

/** An agreement's text: scrolls inside its frame, and takes focus so a keyboard can scroll it. */
const NdaText = ({ nda }: { nda: TrustNda }) => (
  <div
    role="region"
    aria-label={`Text of version ${nda.version}`}
    tabIndex={0}
    className="max-h-64 overflow-y-auto rounded-md border border-border bg-surface px-3 py-2 text-[13px] whitespace-pre-wrap [overflow-wrap:anywhere] text-fg"
  >
    {nda.text}
  </div>
);

/** The NDA visitors accept before asking for restricted files: the version in force, and earlier ones. */
export const NdaCard = ({ manage }: { manage: boolean }) => {
  const query = useTrustNdas();
  const [writing, setWriting] = useState(false);
  const versions = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const [current, ...earlier] = versions;
  const nextVersion = (current?.version ?? 0) + 1;

  return (
    <Card>
      <CardHeader
        title="NDA"
        description="The agreement visitors accept before they ask for restricted files. A new version applies to visitors from then on."
        actions={
          manage && current ? (
            <Button size="sm" onClick={() => setWriting(true)}>
              <FilePlus2 aria-hidden />
              New version
            </Button>
          ) : undefined
        }
      />
      {query.isPending ? (
        <SkeletonRows rows={1} label="Loading the NDA" />
      ) : !query.data ? (
        <ErrorState
          title="Could not load the NDA"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !current ? (
        <EmptyState
          icon={FileSignature}
          title="No NDA yet"
          description={NDA_EMPTY}
          action={
            manage ? (
              <Button variant="primary" onClick={() => setWriting(true)}>
                Write the NDA
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <CardContent className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-[13px] font-medium text-fg">In force</span>
              <NdaMeta nda={current} />
            </p>
            <NdaText nda={current} />
          </CardContent>
          {earlier.length > 0 ? (
            <details className="border-t border-border">
              <summary className="cursor-pointer px-4 py-2.5 text-[13px] font-medium text-fg hover:bg-hover">
                Earlier versions ({total - 1})
              </summary>
              <ul
                aria-label="Earlier versions"
                className="divide-y divide-border border-t border-border"
              >
                {earlier.map((nda) => (
                  <li key={nda.id} className="px-4 py-2">
                    <details>
                      <summary className="cursor-pointer py-1">
                        <NdaMeta nda={nda} />
                      </summary>
                      <div className="mt-1.5 mb-1">
                        <NdaText nda={nda} />
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
              <LoadMore query={query} errorTitle="Could not load more versions" />
            </details>
          ) : null}
        </>
      )}
      {manage ? (
        <NdaDialog
          current={current?.text ?? ''}
          version={nextVersion}
          open={writing}
          onOpenChange={setWriting}
        />
      ) : null}
    </Card>
  );
};
