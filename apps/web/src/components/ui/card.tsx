import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div
    className={cn('min-w-0 rounded-lg border border-border bg-elevated', className)}
    {...props}
  />
);

type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level, so cards nest correctly in the page outline. */
  as?: 'h2' | 'h3';
  className?: string;
};

export const CardHeader = ({
  title,
  description,
  actions,
  as: Heading = 'h2',
  className,
}: CardHeaderProps) => (
  <div
    className={cn(
      // On a phone the actions go under the title rather than past the card's edge.
      'flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border px-4 py-3 sm:flex-nowrap',
      className,
    )}
  >
    <div className="min-w-0">
      <Heading className="text-sm font-semibold text-fg">{title}</Heading>
      {description ? <p className="mt-0.5 text-[13px] text-muted">{description}</p> : null}
    </div>
    {actions ? (
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0">{actions}</div>
    ) : null}
  </div>
);

export const CardContent = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-4', className)} {...props} />
);
