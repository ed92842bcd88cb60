import { useState, type FormEvent } from 'react';
import {
  QUESTIONNAIRE_REQUEST_LIMITS as L,
  type SentQuestionnaireRequest,
} from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { usePublishedQuestionnaires } from '../api/get-published-questionnaires.ts';
import { useSendQuestionnaireRequest } from '../api/send-questionnaire-request.ts';
import { addDays, endOfDay } from '../lib/dates.ts';
import { SentLink } from './sent-link.tsx';

type Target =
  /** From a questionnaire's responses: this questionnaire, to anyone. */
  | { questionnaireId: string; vendorId?: undefined }
  /** From a vendor's page: one of the published questionnaires, to the vendor's contact. */
  | { questionnaireId?: undefined; vendorId: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const SendForm = ({
  target,
  onSent,
}: {
  target: Target;
  onSent: (s: SentQuestionnaireRequest) => void;
}) => {
  const send = useSendQuestionnaireRequest();
  const published = usePublishedQuestionnaires(target.vendorId !== undefined);
  const [questionnaireId, setQuestionnaireId] = useState(target.questionnaireId ?? '');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [expires, setExpires] = useState(addDays(new Date(), L.defaultExpiryDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = published.data?.items ?? [];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!questionnaireId) problems.questionnaireId = 'Choose a published questionnaire';
    if (!EMAIL.test(email.trim())) problems.recipientEmail = 'Enter a valid email address';
    if (!expires) problems.expiresAt = 'Choose when the link expires';
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    send.mutate(
      {
        questionnaireId,
        recipientEmail: email.trim(),
        ...(name.trim() ? { recipientName: name.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(target.vendorId ? { vendorId: target.vendorId } : {}),
        expiresAt: endOfDay(expires),
      },
      {
        onSuccess: (sent) => {
          toast({ title: 'Questionnaire sent', description: sent.request.recipientEmail });
          onSent(sent);
        },
        onError: (err) => {
          setErrors(Object.fromEntries(fieldIssues(err).map((i) => [i.field, i.message])));
          setFailure(`Failed to send: ${errorMessage(err)}`);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      {target.vendorId !== undefined ? (
        <Field
          label="Questionnaire"
          error={errors.questionnaireId}
          hint={
            published.isSuccess && options.length === 0
              ? 'No questionnaire is published yet: publish one first.'
              : undefined
          }
        >
          {(p) => (
            <Select
              {...p}
              value={questionnaireId}
              disabled={published.isPending}
              onChange={(e) => setQuestionnaireId(e.target.value)}
            >
              <option value="">
                {published.isPending ? 'Loading…' : 'Choose a questionnaire'}
              </option>
              {options.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.title} ({q.versionLabel})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field label="Recipient email" error={errors.recipientEmail}>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Recipient name" error={errors.recipientName} hint="Optional">
        {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Message" error={errors.message} hint="Optional; shown above the questions">
        {(p) => (
          <Textarea
            {...p}
            maxLength={L.messageMax}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <DateField
        label="Link expires on"
        value={expires}
        onChange={setExpires}
        error={errors.expiresAt}
        hint={`At most ${L.maxExpiryDays} days ahead`}
      />
      <DialogFormFooter pending={send.isPending} failed={send.isError}>
        Send questionnaire
      </DialogFormFooter>
    </form>
  );
};

type Props = Target & { open: boolean; onOpenChange: (open: boolean) => void };

/** Sends a published questionnaire to a recipient and shows their link once. */
export const SendRequestDialog = ({ open, onOpenChange, ...target }: Props) => {
  const [sent, setSent] = useState<SentQuestionnaireRequest | null>(null);
  const change = (next: boolean) => {
    if (!next) setSent(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title={sent ? 'Questionnaire sent' : 'Send questionnaire'}
        description={
          sent
            ? undefined
            : 'The recipient answers through a link, without an account, and can save and come back.'
        }
        className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
      >
        {sent ? (
          <SentLink sent={sent} onDone={() => change(false)} />
        ) : (
          <SendForm target={target as Target} onSent={setSent} />
        )}
      </DialogContent>
    </Dialog>
  );
};
