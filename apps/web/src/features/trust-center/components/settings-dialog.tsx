import { useState, type FormEvent } from 'react';
import { TRUST_GRANT_DAYS_MAX, type TrustCenter } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUpdateTrustCenter } from '../api/update-trust-center.ts';
import { AccentField, SectionsField } from './branding-fields.tsx';
import { LogoField } from './logo-field.tsx';
import { GRANT_DAYS_HINT } from '../lib/grant-days.ts';
import {
  addressPrefix,
  checkSettings,
  settingsFormFrom,
  type SettingsForm,
} from '../lib/settings-form.ts';

type Props = { center: TrustCenter; open: boolean; onOpenChange: (open: boolean) => void };

const SettingsFields = ({ center, onDone }: { center: TrustCenter; onDone: () => void }) => {
  const save = useUpdateTrustCenter();
  const [form, setForm] = useState<SettingsForm>(() => settingsFormFrom(center));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const settingUp = center.settings === null;
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkSettings(form);
    if ('errors' in checked) return setErrors(checked.errors);
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        toast({
          title: settingUp ? 'Trust centre set up' : 'Trust centre saved',
          description: saved.live
            ? 'The page is public.'
            : 'The page is off: only your team can preview it.',
        });
        onDone();
      },
      onError: (error) => {
        const byField = issuesByField(fieldIssues(error));
        if (Object.keys(byField).length > 0) setErrors(byField);
        else setFailure(errorMessage(error));
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Trust centre settings"
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      {failure ? <FormMessage>Not saved: {failure}</FormMessage> : null}
      <Field
        label="Page address"
        // The address in the hint is one long word: it wraps anywhere rather than overflow.
        className="[&_p]:[overflow-wrap:anywhere]"
        hint={`${addressPrefix(center, window.location.origin)}${form.slug || '…'}`}
        error={errors.slug}
      >
        {(p) => (
          <Input
            {...p}
            value={form.slug}
            maxLength={48}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => set('slug', e.target.value)}
          />
        )}
      </Field>
      <Field label="Title" hint="The name the page carries." error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={form.title}
            maxLength={120}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field label="Legal name" hint="Shown in the page’s footer." error={errors.legalName}>
        {(p) => (
          <Input
            {...p}
            value={form.legalName}
            maxLength={200}
            onChange={(e) => set('legalName', e.target.value)}
          />
        )}
      </Field>
      <Field label="Registered address" error={errors.address}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={form.address}
            maxLength={300}
            onChange={(e) => set('address', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Overview"
        hint="Markdown. The opening words of the page: how you keep your customers’ data safe."
        error={errors.overview}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={6}
            value={form.overview}
            maxLength={20_000}
            onChange={(e) => set('overview', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Security contact email"
        hint="Where security reports go: shown on the page and in its security.txt."
        error={errors.contactEmail}
      >
        {(p) => (
          <Input
            {...p}
            type="email"
            value={form.contactEmail}
            maxLength={320}
            onChange={(e) => set('contactEmail', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Approve automatically"
        hint="Email domains whose visitors get access once they confirm their email and accept the NDA, one per line or separated by commas, e.g. partner.example. Leave empty to approve each request yourself."
        error={errors.autoApproveDomains}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={form.autoApproveDomains}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => set('autoApproveDomains', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Days of access"
        hint={`How long an approved visitor may download restricted files. ${GRANT_DAYS_HINT}`}
        error={errors.grantDays}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRUST_GRANT_DAYS_MAX}
            value={form.grantDays}
            onChange={(e) => set('grantDays', e.target.value)}
          />
        )}
      </Field>
      {/* A file, saved on its own: there is no page to carry it before set-up. */}
      {center.settings ? <LogoField settings={center.settings} /> : null}
      <AccentField
        value={form.accentColor}
        error={errors.accentColor}
        onChange={(accent) => set('accentColor', accent)}
      />
      <SectionsField
        hidden={form.hiddenSections}
        error={errors.hiddenSections}
        onChange={(hidden) => set('hiddenSections', hidden)}
      />
      <SwitchField
        label="Page is public"
        description="Off, visitors are told the page does not exist; your team can still preview it."
        checked={form.live}
        onCheckedChange={(live) => set('live', live)}
      />
      <DialogFormFooter pending={save.isPending} failed={failure !== null}>
        {settingUp ? 'Set up' : 'Save'}
      </DialogFormFooter>
    </form>
  );
};

/** The trust centre's settings: its address, its words, its contact and whether it is public. */
export const SettingsDialog = ({ center, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={center.settings ? 'Trust centre settings' : 'Set up the trust centre'}
      description="Visitors see these on the public page."
      className="w-[min(560px,calc(100vw-2rem))]"
    >
      {open ? <SettingsFields center={center} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
