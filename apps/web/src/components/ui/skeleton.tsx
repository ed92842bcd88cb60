import { cn } from '../../lib/cn.ts';

export const Skeleton = ({ className }: { className?: string }) => (
  <div aria-hidden className={cn('animate-pulse rounded bg-hover', className)} />
);

/** Placeholder rows for a list while it loads (lists get skeletons, not spinners). */
export const SkeletonRows = ({
  rows = 5,
  label = 'Loading',
}: {
  rows?: number;
  label?: string;
}) => (
  <div role="status" aria-live="polite" className="divide-y divide-border">
    <span className="sr-only">{label}</span>
    {Array.from({ length: rows }, (_, i) => (
      <div key={i} className="flex items-center gap-3 px-4 py-3">
        <Skeleton className="size-7 rounded-full" />
        <div className="flex flex-1 flex-col gap-1.5">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
        <Skeleton className="h-3 w-16" />
      </div>
    ))}
  </div>
);
