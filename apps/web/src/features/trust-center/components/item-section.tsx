import { TRUST_ITEM_KIND_LABELS, type TrustItemKind } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useTrustItems } from '../api/get-trust-items.ts';
import { KIND_DESCRIPTIONS, KIND_EMPTY, KIND_NOUNS } from '../lib/item-actions.ts';
import { ItemRow } from './item-row.tsx';

/** The records of one kind the page may show (certifications, controls, …), each with its state. */
export const ItemSection = ({ kind, manage }: { kind: TrustItemKind; manage: boolean }) => {
  const query = useTrustItems(kind);
  const label = TRUST_ITEM_KIND_LABELS[kind];
  const noun = KIND_NOUNS[kind];
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Card>
      <CardHeader title={label} description={KIND_DESCRIPTIONS[kind]} />
      {query.isPending ? (
        <SkeletonRows rows={2} label={`Loading ${noun}`} />
      ) : query.isError && items.length === 0 ? (
        <ErrorState
          title={`Could not load ${noun}`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <CardContent>
          <p className="text-[13px] text-muted">{KIND_EMPTY[kind]}</p>
        </CardContent>
      ) : (
        <>
          <ul aria-label={label} className="divide-y divide-border">
            {items.map((item) => (
              <ItemRow key={`${item.kind}:${item.recordId}`} item={item} manage={manage} />
            ))}
          </ul>
          <LoadMore
            query={query}
            errorTitle={`Could not load more ${noun}`}
            counts={{ shown: items.length, total }}
          />
        </>
      )}
    </Card>
  );
};
