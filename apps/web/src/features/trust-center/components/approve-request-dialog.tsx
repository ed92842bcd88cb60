import { useRef, useState, type FormEvent } from 'react';
import type { TrustAccessRequest } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApproveTrustRequest } from '../api/approve-trust-request.ts';
import { checkGrantDays, GRANT_DAYS_HINT, grantEndWords } from '../lib/grant-days.ts';

type Props = {
  /** The request to approve; null keeps the dialog closed. */
  request: TrustAccessRequest | null;
  /** The trust centre's grant length, the days the field starts with. */
  grantDays: number;
  onClose: () => void;
  /** Once approved and closed: the button that opened it is gone, so focus moves here. */
  onApproved: () => void;
};

const ApproveFields = ({
  request,
  grantDays,
  onDone,
}: {
  request: TrustAccessRequest;
  grantDays: number;
  onDone: () => void;
}) => {
  const approve = useApproveTrustRequest();
  const [days, setDays] = useState(String(grantDays));
  const [error, setError] = useState<string | undefined>();
  // "Until …" is read against the moment the dialog opened.
  const [now] = useState(() => Date.now());
  const until = grantEndWords(days, now);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGrantDays(days);
    if ('error' in checked) return setError(checked.error);
    approve.mutate(
      { id: request.id, days: checked.days },
      {
        onSuccess: () => {
          toast({
            title: 'Access approved',
            description: `${request.email} was sent a sign-in link.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {approve.isError ? (
        <FormMessage>Not approved: {errorMessage(approve.error)}</FormMessage>
      ) : null}
      <Field
        label="Days of access"
        hint={until ? `${until}. ${GRANT_DAYS_HINT}` : GRANT_DAYS_HINT}
        error={error}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={days}
            onChange={(e) => {
              setDays(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <DialogFormFooter pending={approve.isPending} failed={approve.isError}>
        Approve
      </DialogFormFooter>
    </form>
  );
};

/** Lets a visitor in for a number of days, the trust centre's grant length unless changed. */
export const ApproveRequestDialog = ({ request, grantDays, onClose, onApproved }: Props) => {
  const approved = useRef(false);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={`Approve ${request?.name ?? 'the visitor'}`}
        description={
          request
            ? `${request.email} gets a sign-in link by mail to the restricted files, for the days you set.`
            : undefined
        }
        onCloseAutoFocus={(event) => {
          // The Approve button left with the request it decided: focus goes where the card says.
          if (!approved.current) return;
          approved.current = false;
          event.preventDefault();
          onApproved();
        }}
      >
        {request ? (
          <ApproveFields
            key={request.id}
            request={request}
            grantDays={grantDays}
            onDone={() => {
              approved.current = true;
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
