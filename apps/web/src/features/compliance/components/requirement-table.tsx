import { memo, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RequirementStatusItem } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { RequirementStatusBadge } from './status-badge.tsx';

const ROW_HEIGHT = 40;
const TEMPLATE = '8rem minmax(12rem,1fr) 6.5rem 5.5rem 8.5rem';
const MIN_WIDTH = '44rem';
const HEADERS = ['Code', 'Requirement', 'Mandatory', 'Controls', 'Status'];

type RowProps = {
  requirement: RequirementStatusItem;
  index: number;
  start: number;
  open: boolean;
  onOpen: (id: string) => void;
};

const Row = memo(function Row({ requirement: r, index, start, open, onOpen }: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cn(
        'absolute top-0 left-0 grid w-full items-center border-b border-border text-[13px]',
        open ? 'bg-accent-subtle' : 'hover:bg-hover',
      )}
      style={{
        height: ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        gridTemplateColumns: TEMPLATE,
      }}
    >
      <div role="cell" className="truncate px-3 font-mono text-xs text-muted" title={r.code}>
        {r.code}
      </div>
      <div role="cell" className="min-w-0 px-3">
        <button
          type="button"
          onClick={() => onOpen(r.id)}
          className="block max-w-full truncate text-left font-medium text-fg hover:underline"
          title={r.title}
          aria-haspopup="dialog"
        >
          {r.title}
        </button>
      </div>
      <div role="cell" className="px-3">
        {r.mandatory ? (
          <Badge variant="accent">Mandatory</Badge>
        ) : (
          <span className="text-xs text-muted">Optional</span>
        )}
      </div>
      <div role="cell" className="px-3 text-right tabular-nums">
        {r.controls.length}
      </div>
      <div role="cell" className="px-3">
        <RequirementStatusBadge status={r.status} />
      </div>
    </div>
  );
});

type RequirementTableProps = {
  requirements: readonly RequirementStatusItem[];
  openId: string | undefined;
  onOpen: (id: string) => void;
  /** Changes when the filters do, to scroll back to the top. */
  resetKey: string;
};

/** A framework's requirements, virtualised: NIST imports run to hundreds of rows. */
export const RequirementTable = ({
  requirements,
  openId,
  onOpen,
  resetKey,
}: RequirementTableProps) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: requirements.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label="Requirements"
      aria-rowcount={requirements.length + 1}
      className="relative max-h-[max(320px,calc(100vh-22rem))] overflow-auto"
    >
      <div style={{ minWidth: MIN_WIDTH }}>
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-surface">
          <div
            role="row"
            aria-rowindex={1}
            className="grid h-9 items-center text-xs font-medium text-muted"
            style={{ gridTemplateColumns: TEMPLATE }}
          >
            {HEADERS.map((h) => (
              <div
                key={h}
                role="columnheader"
                className={cn('px-3', h === 'Controls' && 'text-right')}
              >
                {h}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const r = requirements[v.index]!;
            return (
              <Row
                key={r.id}
                requirement={r}
                index={v.index}
                start={v.start}
                open={r.id === openId}
                onOpen={onOpen}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
};
