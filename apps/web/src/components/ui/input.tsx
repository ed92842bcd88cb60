import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const control =
  'w-full rounded-md border border-border-strong bg-bg px-2.5 text-sm text-fg shadow-xs ' +
  'placeholder:text-muted/80 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger focus-visible:outline-offset-0';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: React.Ref<HTMLInputElement>;
};

export const Input = ({ className, ...props }: InputProps) => (
  <input className={cn(control, 'h-8', className)} {...props} />
);

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: React.Ref<HTMLSelectElement>;
};

/** A native select: accessible, keyboard friendly and form-friendly without extra wiring. */
export const Select = ({ className, children, ...props }: SelectProps) => (
  <div className={cn('relative', className)}>
    <select className={cn(control, 'h-8 appearance-none pr-8')} {...props}>
      {children}
    </select>
    <ChevronDown
      className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-muted"
      aria-hidden
    />
  </div>
);

export const Checkbox = ({ className, ...props }: InputProps) => (
  <input
    type="checkbox"
    className={cn('size-4 rounded border-border-strong accent-accent', className)}
    {...props}
  />
);

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: React.Ref<HTMLTextAreaElement>;
};

export const Textarea = ({ className, ...props }: TextareaProps) => (
  <textarea className={cn(control, 'min-h-20 py-1.5', className)} {...props} />
);
