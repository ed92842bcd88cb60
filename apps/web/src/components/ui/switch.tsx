import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  /** An accessible name when no label points at the switch. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

/** An on/off control (WAI-ARIA switch): a button that says whether it is on. */
export const Switch = ({ checked, onCheckedChange, className, ...rest }: SwitchProps) => (
  <button
    {...rest}
    type="button"
    role="switch"
    aria-checked={checked}
    onClick={() => onCheckedChange(!checked)}
    className={cn(
      'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border transition-colors',
      'disabled:cursor-not-allowed disabled:opacity-50',
      checked ? 'border-accent bg-accent' : 'border-border-strong bg-surface',
      className,
    )}
  >
    <span
      aria-hidden
      className={cn(
        'inline-block size-4 rounded-full shadow-sm transition-transform',
        checked ? 'translate-x-[19px] bg-accent-fg' : 'translate-x-[3px] bg-muted',
      )}
    />
  </button>
);

type SwitchFieldProps = Omit<SwitchProps, 'aria-label' | 'aria-describedby' | 'id'> & {
  label: string;
  /** A line under the label: what turning it on does. */
  description?: ReactNode;
};

/** A switch with its label (and description) beside it; clicking the label flips it. */
export const SwitchField = ({ label, description, className, ...props }: SwitchFieldProps) => {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-[13px] font-medium text-fg">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <Switch id={id} aria-describedby={descriptionId} className="mt-0.5" {...props} />
    </div>
  );
};
