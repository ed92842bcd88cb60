import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Where focus goes on closing when the trigger may be gone (the action replaced the button
   * that opened it): call `preventDefault()` and focus something else.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A modal: traps focus, closes on Escape, gives focus back to the trigger. */
export const DialogContent = ({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: DialogContentProps) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px]" />
    <DialogPrimitive.Content
      className={cn(
        'fixed top-1/2 left-1/2 z-50 w-[min(440px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2',
        // A tall form on a phone scrolls inside the dialog rather than off the screen.
        'max-h-[calc(100dvh-2rem)] overflow-y-auto',
        'rounded-lg border border-border bg-elevated p-5 shadow-xl',
        className,
      )}
      onCloseAutoFocus={onCloseAutoFocus}
      // Without a description Radix warns; an explicit undefined says "none on purpose".
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <DialogPrimitive.Title className="pr-8 text-base font-semibold text-fg">
        {title}
      </DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="mt-1.5 text-sm text-muted">
          {description}
        </DialogPrimitive.Description>
      ) : null}
      <div className="mt-4">{children}</div>
      <DialogPrimitive.Close asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute top-3 right-3"
          aria-label="Close"
        >
          <X aria-hidden />
        </Button>
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);

export const DialogFooter = ({ children }: { children: ReactNode }) => (
  <div className="mt-5 flex justify-end gap-2">{children}</div>
);

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  /** Shown above the buttons, e.g. why the last attempt failed. */
  children?: ReactNode;
};

/** Asks before an action that cannot be undone from the screen. */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  destructive = true,
  children,
}: ConfirmDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent title={title} description={description}>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
