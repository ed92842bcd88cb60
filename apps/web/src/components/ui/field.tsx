import { useId, type ReactNode } from 'react';
import { Label } from './label.tsx';
import { cn } from '../../lib/cn.ts';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Receives the ids that tie the control to its label, hint and error. */
  children: (props: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and its error message right below it. */
export const Field = ({ label, error, hint, className, children }: FieldProps) => {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** A form-level message (the server's answer), announced when it appears. */
export const FormMessage = ({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'info';
  children: ReactNode;
}) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    className={cn(
      'rounded-md border px-3 py-2 text-sm',
      tone === 'error'
        ? 'border-danger/30 bg-danger-subtle text-danger-text'
        : 'border-accent/30 bg-accent-subtle text-accent-text',
    )}
  >
    {children}
  </div>
);
