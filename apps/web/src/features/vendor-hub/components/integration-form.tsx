import { useState, type FormEvent } from 'react';
import { KeyRound, Save } from 'lucide-react';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUpdateIntegrationSettings } from '../api/update-integration-settings.ts';
import {
  draftFrom,
  draftUpdate,
  settingsVersion,
  type IntegrationDraft,
} from '../lib/integration-form.ts';

/** The integration's settings for those who may change them. The key is never shown back. */
export const IntegrationForm = ({ settings }: { settings: VendorIntegrationSettings }) => {
  const save = useUpdateIntegrationSettings();
  const removeKey = useUpdateIntegrationSettings();
  const [draft, setDraft] = useState<IntegrationDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof IntegrationDraft, string>>>({});
  // Saved settings (here or by someone else) start the form again, the key field blank; the
  // health, which changes every minute, does not.
  const [version, setVersion] = useState(() => settingsVersion(settings));
  if (version !== settingsVersion(settings)) {
    setVersion(settingsVersion(settings));
    setDraft(draftFrom(settings));
    setErrors({});
  }
  const set = <K extends keyof IntegrationDraft>(key: K, value: IntegrationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const check = draftUpdate(settings, draft);
  const changed = !check.ok || Object.keys(check.update).length > 0;
  const serverIssue = (field: string) =>
    fieldIssues(save.error).find((i) => i.field === field)?.message;
  const serverOther =
    save.isError && fieldIssues(save.error).length === 0 ? errorMessage(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return setErrors(check.errors);
    save.mutate(check.update, {
      onSuccess: () => toast({ title: 'Integration settings saved' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Endpoint"
          hint="The base URL of your controls API; Rampart calls it only to check its health."
          error={serverIssue('endpoint')}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://controls.example/api"
              value={draft.endpoint}
              onChange={(e) => set('endpoint', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="API key"
          hint={
            settings.hasApiKey
              ? 'A key is stored. Leave blank to keep it, or type a new one to replace it.'
              : 'No key is stored.'
          }
          error={serverIssue('apiKey')}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              placeholder={settings.hasApiKey ? '••••••••' : ''}
              value={draft.apiKey}
              onChange={(e) => set('apiKey', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Confidence threshold"
          hint="From 0 to 1: a model's assessment narrative with a lower confidence is not kept."
          error={errors.confidenceThreshold ?? serverIssue('confidenceThreshold')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={1}
              step={0.05}
              value={draft.confidenceThreshold}
              onChange={(e) => set('confidenceThreshold', e.target.value)}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-[13px] font-medium text-fg">Automation</legend>
          <label className="flex items-center gap-2 text-sm text-fg">
            <Checkbox
              checked={draft.aiEnabled}
              onChange={(e) => set('aiEnabled', e.target.checked)}
            />
            Use the language model to read sites and write assessments
          </label>
          <label className="flex items-center gap-2 text-sm text-fg">
            <Checkbox
              checked={draft.autoApply}
              onChange={(e) => set('autoApply', e.target.checked)}
            />
            Re-assess a vendor automatically after each reading of its site
          </label>
        </fieldset>
      </div>
      {serverOther ? <FormMessage>{serverOther}</FormMessage> : null}
      {removeKey.isError ? <FormMessage>{errorMessage(removeKey.error)}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={save.isPending} disabled={!changed}>
          {save.isPending ? null : <Save aria-hidden />}
          Save settings
        </Button>
        {settings.hasApiKey ? (
          <Button
            variant="ghost"
            loading={removeKey.isPending}
            onClick={() =>
              removeKey.mutate(
                { apiKey: null },
                { onSuccess: () => toast({ title: 'API key removed' }) },
              )
            }
          >
            {removeKey.isPending ? null : <KeyRound aria-hidden />}
            Remove key
          </Button>
        ) : null}
      </div>
    </form>
  );
};
