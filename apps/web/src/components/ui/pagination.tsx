import { formatNumber } from '@rampart/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from '../../lib/cn.ts';

type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for the range text: "controls". */
  noun: string;
  className?: string;
};

/** Previous / next for a server-paged list, with "1–50 of 1,234" and "Page 1 of 25". */
export const Pagination = ({
  page,
  pageSize,
  total,
  onPageChange,
  noun,
  className,
}: PaginationProps) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className={cn('flex items-center justify-between gap-3 px-4 py-2 text-[13px]', className)}
    >
      <p className="text-muted tabular-nums" aria-live="polite">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} {noun}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-muted tabular-nums">
          Page {formatNumber(page)} of {formatNumber(pages)}
        </span>
        <Button
          size="icon-sm"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          size="icon-sm"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
};
