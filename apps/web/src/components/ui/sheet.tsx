import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name of the panel (not shown). */
  title: string;
  /** The button that opens it, which gets the focus back when it closes. */
  trigger: ReactNode;
  children: ReactNode;
};

/**
 * A panel sliding in from the left edge, such as the navigation drawer on a narrow screen: a
 * modal dialog, so it traps focus, closes on Escape or a tap outside and gives focus back.
 */
export const Sheet = ({ open, onOpenChange, title, trigger, children }: SheetProps) => (
  <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
    <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-40 flex w-[min(18rem,calc(100vw-3rem))] flex-col bg-surface shadow-xl outline-none"
      >
        <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  </DialogPrimitive.Root>
);
