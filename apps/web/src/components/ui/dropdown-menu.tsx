import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export const DropdownMenuContent = ({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof Menu.Content>) => (
  <Menu.Portal>
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 rounded-md border border-border bg-elevated p-1 text-sm text-fg shadow-lg',
        className,
      )}
      {...props}
    />
  </Menu.Portal>
);

const itemClasses =
  'relative flex h-8 cursor-default items-center gap-2 rounded px-2 outline-none select-none ' +
  'data-[highlighted]:bg-hover data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-muted';

export const DropdownMenuItem = ({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof Menu.Item> & { destructive?: boolean }) => (
  <Menu.Item
    className={cn(
      itemClasses,
      destructive && 'text-danger-text [&_svg]:text-danger-text',
      className,
    )}
    {...props}
  />
);

export const DropdownMenuRadioItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) => (
  <Menu.RadioItem className={cn(itemClasses, 'pl-8', className)} {...props}>
    <Menu.ItemIndicator className="absolute left-2 inline-flex">
      <Check aria-hidden />
    </Menu.ItemIndicator>
    {children}
  </Menu.RadioItem>
);

export const DropdownMenuCheckboxItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) => (
  <Menu.CheckboxItem className={cn(itemClasses, 'pl-8', className)} {...props}>
    <Menu.ItemIndicator className="absolute left-2 inline-flex">
      <Check aria-hidden />
    </Menu.ItemIndicator>
    {children}
  </Menu.CheckboxItem>
);

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof Menu.Label>) => (
  <Menu.Label className={cn('px-2 py-1.5 text-xs font-medium text-muted', className)} {...props} />
);

export const DropdownMenuSeparator = ({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) => (
  <Menu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
);
