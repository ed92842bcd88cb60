import { useState } from 'react';
import {
  createWebhookEndpointBodySchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField, schemaIssuesByField } from '../../../lib/field-issues.ts';
import { useCreateWebhookEndpoint } from '../api/webhooks.ts';

/** A new webhook: its address, what it is for, and the events it receives. */
export const NewWebhookForm = ({
  onCreated,
}: {
  onCreated: (url: string, secret: string) => void;
}) => {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = createWebhookEndpointBodySchema.safeParse({ url, description, events });
    if (!checked.success) {
      setErrors(schemaIssuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (made) => {
        onCreated(made.endpoint.url, made.secret);
        setUrl('');
        setDescription('');
        setEvents([]);
        toast({ title: 'Webhook added', description: made.endpoint.url });
      },
      onError: (error) => {
        const issues = fieldIssues(error);
        if (issues.length > 0) setErrors(issuesByField(issues));
        else {
          toast({
            title: 'No webhook added',
            description: errorMessage(error),
            variant: 'destructive',
          });
        }
      },
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} aria-label="New webhook" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Address" hint="https://… where your tool receives events." error={errors.url}>
          {(p) => (
            <Input
              {...p}
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Description"
          hint="What receives them, e.g. “SIEM”."
          error={errors.description}
        >
          {(p) => (
            <Input {...p} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-[13px] font-medium text-fg">Events</legend>
        <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <label key={event} className="flex items-center gap-2 text-[13px] text-fg">
              <Checkbox
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              {WEBHOOK_EVENT_LABELS[event]}
            </label>
          ))}
        </div>
        {errors.events ? <p className="text-xs text-danger-text">{errors.events}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" loading={create.isPending}>
          Add webhook
        </Button>
      </div>
    </form>
  );
};
