import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type Mutation = { isError: boolean; isPending: boolean; error: unknown; reset: () => void };

/**
 * Confirms removing one item of a control's page (evidence, a finding, a mapping). A failure
 * keeps the dialog open with the reason and a retry.
 */
export const RemovalDialog = <T,>({
  target,
  onClose,
  title,
  description,
  action,
  retryLabel,
  failure,
  mutation,
  onConfirm,
}: {
  target: T | null;
  onClose: () => void;
  title: string;
  description: ReactNode;
  action: string;
  retryLabel: string;
  failure: string;
  mutation: Mutation;
  onConfirm: (target: T) => void;
}) => (
  <ConfirmDialog
    open={target !== null}
    onOpenChange={(open) => {
      if (open) return;
      onClose();
      mutation.reset();
    }}
    title={title}
    description={description}
    confirmLabel={mutation.isError ? retryLabel : action}
    pending={mutation.isPending}
    onConfirm={() => {
      if (target !== null) onConfirm(target);
    }}
  >
    {mutation.isError ? (
      <FormMessage>
        {failure}: {errorMessage(mutation.error)}
      </FormMessage>
    ) : null}
  </ConfirmDialog>
);
