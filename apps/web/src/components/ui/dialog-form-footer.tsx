import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogClose, DialogFooter } from './dialog.tsx';

type DialogFormFooterProps = {
  /** The submit button's words (and icon). */
  children: ReactNode;
  /** The request runs: the submit button spins and cannot be pressed again. */
  pending: boolean;
  /** The last try failed: the submit button offers "Try again". */
  failed?: boolean;
  disabled?: boolean;
};

/** A dialog form's Cancel and submit buttons. */
export const DialogFormFooter = ({
  children,
  pending,
  failed = false,
  disabled,
}: DialogFormFooterProps) => (
  <DialogFooter>
    <DialogClose asChild>
      <Button>Cancel</Button>
    </DialogClose>
    <Button type="submit" variant="primary" disabled={disabled} loading={pending}>
      {failed ? 'Try again' : children}
    </Button>
  </DialogFooter>
);
