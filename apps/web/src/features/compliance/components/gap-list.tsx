import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GapItem as Gap } from '@rampart/contracts';
import { GapItem } from './gap-item.tsx';

const ESTIMATED_HEIGHT = 180;
const GAP_PX = 12;

/**
 * The gaps in the API's order (importance first), virtualised against the page's scroll: an
 * imported NIST catalog can have a thousand. Items are measured, since their height varies.
 */
export const GapList = ({ gaps, canAdopt }: { gaps: readonly Gap[]; canAdopt: boolean }) => {
  const listRef = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: gaps.length,
    estimateSize: () => ESTIMATED_HEIGHT,
    overscan: 4,
    gap: GAP_PX,
    scrollMargin: offset,
  });
  return (
    <ol
      ref={listRef}
      aria-label="Gaps"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const gap = gaps[v.index]!;
        return (
          <li
            key={gap.requirement.id}
            data-index={v.index}
            ref={virtualizer.measureElement}
            aria-posinset={v.index + 1}
            aria-setsize={gaps.length}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${v.start - offset}px)` }}
          >
            <GapItem gap={gap} canAdopt={canAdopt} />
          </li>
        );
      })}
    </ol>
  );
};
