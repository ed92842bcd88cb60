import { useState, type FormEvent } from 'react';
import { QUESTIONNAIRE_REQUEST_LIMITS as L, type QuestionnaireRequest } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useExtendRequest } from '../api/extend-request.ts';
import { addDays, endOfDay } from '../lib/dates.ts';

const ExtendForm = ({ request, onDone }: { request: QuestionnaireRequest; onDone: () => void }) => {
  const extend = useExtendRequest();
  const [day, setDay] = useState(addDays(new Date(), L.defaultExpiryDays));
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!day) return setError('Choose a date');
    extend.mutate(
      { requestId: request.id, expiresAt: endOfDay(day) },
      {
        onSuccess: () => {
          toast({ title: 'Link expiry changed', description: request.recipientEmail });
          onDone();
        },
        onError: (err) => setError(fieldIssues(err)[0]?.message ?? errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {extend.isError && !error ? <FormMessage>{errorMessage(extend.error)}</FormMessage> : null}
      <DateField label="Link expires on" value={day} onChange={setDay} error={error} />
      <DialogFormFooter pending={extend.isPending} failed={extend.isError}>
        Change expiry
      </DialogFormFooter>
    </form>
  );
};

/** Moves a recipient's link expiry; an expired link opens again. */
export const ExtendLinkDialog = ({
  request,
  onClose,
}: {
  request: QuestionnaireRequest | null;
  onClose: () => void;
}) => (
  <Dialog open={request !== null} onOpenChange={(o) => (o ? null : onClose())}>
    <DialogContent
      title="Change link expiry"
      description={request ? `The link sent to ${request.recipientEmail}.` : undefined}
    >
      {request ? <ExtendForm request={request} onDone={onClose} /> : null}
    </DialogContent>
  </Dialog>
);
