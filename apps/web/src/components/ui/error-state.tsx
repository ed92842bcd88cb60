import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/api-client.ts';

type ErrorStateProps = {
  title?: string;
  /** The error itself or its message; shown as is, never replaced by sample data. */
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** The retry button's label; "Reload" where retrying means loading the page again. */
  retryLabel?: string;
  className?: string;
};

export const ErrorState = ({
  title = 'Could not load this',
  error,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
  className,
}: ErrorStateProps) => (
  <div role="alert" className={cn('flex flex-col items-center px-6 py-10 text-center', className)}>
    <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-danger-subtle text-danger-text">
      <AlertCircle className="size-5" aria-hidden />
    </div>
    <p className="text-sm font-medium text-fg">{title}</p>
    <p className="mt-1 max-w-sm text-[13px] text-muted">
      {typeof error === 'string' ? error : errorMessage(error)}
    </p>
    {onRetry ? (
      <Button className="mt-4" size="sm" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw aria-hidden />}
        {retryLabel}
      </Button>
    ) : null}
  </div>
);
