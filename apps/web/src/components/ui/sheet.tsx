import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name of the panel (not shown). */
  title: string;
  /** The button that opens it, which gets the focus back when it closes. */
  trigger: ReactNode;
  /** The edge it slides in from: the left for navigation, the right for a record's side panel. */
  side?: 'left' | 'right';
  children: ReactNode;
};

const sides = {
  left: 'left-0 w-[min(18rem,calc(100vw-3rem))] bg-surface',
  // Full width on a phone, a reading column beside the page on a wider screen.
  right: 'right-0 w-[min(28rem,100vw)] border-l border-border bg-elevated',
} as const;

/**
 * A panel sliding in from an edge of the screen, such as the navigation drawer on a narrow
 * screen: a modal dialog, so it traps focus, closes on Escape or a tap outside and gives focus
 * back.
 */
export const Sheet = ({
  open,
  onOpenChange,
  title,
  trigger,
  side = 'left',
  children,
}: SheetProps) => (
  <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
    <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn('fixed inset-y-0 z-40 flex flex-col shadow-xl outline-none', sides[side])}
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  </DialogPrimitive.Root>
);
