import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveSso } from '../api/single-sign-on.ts';

/** Asks before the organisation's identity provider is disconnected, then disconnects it. */
export const DisconnectSsoDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const remove = useRemoveSso();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Disconnect the identity provider?"
      description="People with a password sign in with it again. People your provider made have no password: they cannot sign in until a provider is connected again."
      confirmLabel="Disconnect"
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: 'Identity provider disconnected' });
          },
          onError: (error) =>
            toast({
              title: 'Not disconnected',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        })
      }
    />
  );
};
