import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A plain, dense data table for short lists (long ones are virtualised by their feature). */
export const Table = ({ className, ...props }: HTMLAttributes<HTMLTableElement>) => (
  // On a phone the frame scrolls sideways: it takes the keyboard focus so keys can scroll it too.
  <div tabIndex={0} className="relative overflow-x-auto focus-visible:outline-offset-[-2px]">
    <table className={cn('w-full text-left text-[13px]', className)} {...props} />
  </div>
);

export const TableHead = ({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) => (
  <thead className={cn('text-xs whitespace-nowrap text-muted', className)} {...props} />
);

export const TableRow = ({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) => (
  <tr className={cn('border-t border-border', className)} {...props} />
);

export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cn('px-4 py-2 font-medium', className)} {...props} />
);

export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('px-4 py-2', className)} {...props} />
);
