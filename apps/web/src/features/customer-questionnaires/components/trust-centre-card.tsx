import { useId, useState } from 'react';
import { CircleCheck, Globe, Send } from 'lucide-react';
import type { IncomingQuestionnaire } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReturnIncoming } from '../api/incoming-api.ts';
import {
  returnActionLabel,
  returnConfirmText,
  returnedToast,
  sentBackLabel,
  sentThroughTrustCentre,
  type TrustCentreSender,
} from '../lib/trust-centre-return.ts';

/** The answers out to the visitor: a button for those who may send them, else nothing. */
const ReturnAction = ({ q, from }: { q: IncomingQuestionnaire; from: TrustCentreSender }) => {
  const send = useReturnIncoming(q.id);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const blocked = from.returnBlockedBy;
  const open = (next: boolean) => {
    setConfirming(next);
    if (!next) send.reset();
  };
  return (
    <>
      {blocked ? (
        <p id={reasonId} className="text-[13px] text-muted sm:max-w-64 sm:text-right">
          {blocked}
        </p>
      ) : null}
      <Button
        variant={from.returnedAt ? 'secondary' : 'primary'}
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => open(true)}
      >
        <Send aria-hidden />
        {returnActionLabel(from)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={open}
        title={from.returnedAt ? 'Send the answers again?' : 'Send the answers back?'}
        description={returnConfirmText({ format: q.format, fromTrustCentre: from })}
        confirmLabel={from.returnedAt ? 'Send again' : 'Send the answers'}
        destructive={false}
        pending={send.isPending}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: returnedToast(from) });
            },
          })
        }
      >
        {send.isError ? <FormMessage>{errorMessage(send.error)}</FormMessage> : null}
      </ConfirmDialog>
    </>
  );
};

/**
 * A questionnaire an approved visitor sent through the trust centre: who sent it, whether the
 * answers went back to them, and the button that sends them.
 */
export const TrustCentreCard = ({ questionnaire: q }: { questionnaire: IncomingQuestionnaire }) => {
  const from = q.fromTrustCentre;
  if (!from) return null;
  const sentBack = sentBackLabel(from);
  return (
    <Card className="mb-6">
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Globe className="size-4 shrink-0 text-muted" aria-hidden />
            From the trust centre
          </span>
        }
        description={
          <>
            <span className="break-words">{sentThroughTrustCentre(from)}</span>
            <span className="mt-1.5 flex">
              {sentBack ? (
                <Badge variant="success">
                  <CircleCheck className="size-3" aria-hidden />
                  {sentBack}
                </Badge>
              ) : (
                <Badge>Answers not sent back yet</Badge>
              )}
            </span>
          </>
        }
        actions={q.abilities.return ? <ReturnAction q={q} from={from} /> : null}
        className="border-b-0"
      />
    </Card>
  );
};
