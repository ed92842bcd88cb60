import type { ButtonHTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'icon' | 'icon-sm';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent/90 shadow-sm',
  secondary: 'border border-border-strong bg-elevated text-fg hover:bg-hover shadow-xs',
  ghost: 'text-fg hover:bg-hover',
  danger: 'bg-danger text-danger-fg hover:bg-danger/90 shadow-sm',
  link: 'text-accent-text underline-offset-4 hover:underline px-0 h-auto',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-[13px] gap-1.5',
  md: 'h-8 px-3 text-sm gap-2',
  icon: 'size-8',
  'icon-sm': 'size-7',
};

/** Classes of a button, for links and triggers that must look like one. */
export const buttonClasses = (
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  className?: string,
) =>
  cn(
    'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
    variants[variant],
    variant === 'link' ? '' : sizes[size],
    className,
  );

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  ref?: React.Ref<HTMLButtonElement>;
};

export const Button = ({
  variant = 'secondary',
  size = 'md',
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClasses(variant, size, className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...props}
  >
    {loading ? <Loader2 className="animate-spin" aria-hidden /> : null}
    {children}
  </button>
);
