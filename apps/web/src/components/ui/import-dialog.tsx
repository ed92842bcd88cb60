import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog.tsx';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The import form; it is mounted afresh, with a fresh mutation, each time the dialog opens. */
  children: ReactNode;
};

/** The dialog around a register's import form. */
export const ImportDialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
}: ImportDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={title}
      description={description}
      className="w-[min(560px,calc(100vw-2rem))]"
    >
      {children}
    </DialogContent>
  </Dialog>
);
