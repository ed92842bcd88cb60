import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

type ScrollTableProps = {
  /** The table's name, for its caption and the scrolling region. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A table that scrolls inside a box of its own both ways, the header kept in view; the box takes
 * the keyboard focus, so the arrow keys scroll it (axe: scrollable-region-focusable).
 */
export const ScrollTable = ({ label, className, children }: ScrollTableProps) => (
  <div
    role="region"
    aria-label={label}
    tabIndex={0}
    className={cn('relative overflow-auto focus-visible:outline-offset-[-2px]', className)}
  >
    <table className="w-full text-left text-[13px]">
      <caption className="sr-only">{label}</caption>
      {children}
    </table>
  </div>
);
