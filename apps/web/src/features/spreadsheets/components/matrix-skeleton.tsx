import { Skeleton } from '../../../components/ui/skeleton.tsx';

const COLS = 5;
const ROWS = 8;

/** The grid's shape while the matrix loads. */
export const MatrixSkeleton = () => (
  <div role="status" aria-live="polite" className="overflow-hidden">
    <span className="sr-only">Loading the RCSA matrix</span>
    <div className="flex border-b border-border bg-surface">
      <div className="w-72 shrink-0 border-r border-border px-3 py-3">
        <Skeleton className="h-3 w-32" />
      </div>
      {Array.from({ length: COLS }, (_, i) => (
        <div key={i} className="w-32 shrink-0 border-r border-border px-2 py-2">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="mt-1.5 h-2.5 w-12" />
        </div>
      ))}
    </div>
    {Array.from({ length: ROWS }, (_, r) => (
      <div key={r} className="flex border-b border-border">
        <div className="w-72 shrink-0 border-r border-border px-3 py-2">
          <Skeleton className="h-3 w-44" />
          <Skeleton className="mt-1.5 h-3 w-36" />
        </div>
        {Array.from({ length: COLS }, (_, c) => (
          <div
            key={c}
            className="flex w-32 shrink-0 items-center justify-end border-r border-border px-3"
          >
            {(r + c) % 3 === 0 ? <Skeleton className="h-3 w-8" /> : null}
          </div>
        ))}
      </div>
    ))}
  </div>
);
