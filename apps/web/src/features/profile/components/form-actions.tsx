import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  /** The submit button's words. */
  children: ReactNode;
  pending: boolean;
  onCancel?: () => void;
  variant?: 'primary' | 'danger';
};

/** An inline form's Cancel (when it can be left) and submit buttons, at its right. */
export const FormActions = ({ children, pending, onCancel, variant = 'primary' }: Props) => (
  <div className="flex flex-wrap justify-end gap-2">
    {onCancel ? (
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    ) : null}
    <Button type="submit" variant={variant} loading={pending}>
      {children}
    </Button>
  </div>
);
