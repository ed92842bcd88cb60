import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const Spinner = ({
  label = 'Loading',
  className,
}: {
  label?: string;
  className?: string;
}) => (
  <span role="status" className={cn('inline-flex items-center gap-2 text-muted', className)}>
    <Loader2 className="size-4 animate-spin" aria-hidden />
    <span className="sr-only">{label}</span>
  </span>
);

/** Full-screen wait, for the moment the session is being checked. */
export const FullPageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="flex min-h-full items-center justify-center p-8">
    <Spinner label={label} className="[&_svg]:size-6" />
  </div>
);
