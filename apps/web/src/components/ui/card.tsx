import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('rounded-lg border border-border bg-elevated', className)} {...props} />
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
      'flex items-start justify-between gap-4 border-b border-border px-4 py-3',
      className,
    )}
  >
    <div className="min-w-0">
      <Heading className="text-sm font-semibold text-fg">{title}</Heading>
      {description ? <p className="mt-0.5 text-[13px] text-muted">{description}</p> : null}
    </div>
    {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
  </div>
);

export const CardContent = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('p-4', className)} {...props} />
);
