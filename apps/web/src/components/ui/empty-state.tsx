import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** The first thing to do here. */
  action?: ReactNode;
  /** A heading element when the empty state is the whole page (e.g. not found). */
  titleAs?: 'p' | 'h1' | 'h2';
  className?: string;
};

export const EmptyState = ({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'p',
  className,
}: EmptyStateProps) => (
  <div className={cn('flex flex-col items-center px-6 py-10 text-center', className)}>
    {Icon ? (
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-surface text-muted">
        <Icon className="size-5" aria-hidden />
      </div>
    ) : null}
    <Title className="text-sm font-medium text-fg">{title}</Title>
    {description ? <p className="mt-1 max-w-sm text-[13px] text-muted">{description}</p> : null}
    {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
  </div>
);
