import type { LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const Label = ({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) => (
  <label className={cn('text-[13px] font-medium text-fg', className)} {...props} />
);
