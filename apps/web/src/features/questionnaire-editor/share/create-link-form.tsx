import { useState, type FormEvent } from 'react';
import { Link2 } from 'lucide-react';
import {
  COLLABORATION_MESSAGES,
  DEFAULT_SHARE_LINK_NAME,
  QUESTIONNAIRE_LIMITS,
  SHARE_LINK_TYPES,
  type CreatedShareLink,
  type ShareLinkType,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useCreateShareLink } from './api/links.ts';
import { endOfDayUtc, LINK_TYPE_HINTS, LINK_TYPE_LABELS } from './link-labels.ts';

const TYPE_OPTIONS = SHARE_LINK_TYPES.map((value) => ({ value, label: LINK_TYPE_LABELS[value] }));

const EMPTY = {
  name: '',
  type: 'view' as ShareLinkType,
  expiresOn: '',
  passwordProtected: false,
  password: '',
  requiresSignIn: false,
  downloadAllowed: false,
};

/**
 * §5 Share link: a name (left empty, it is 'Shared Link'), the type, an optional expiry, and
 * the password asked for only when protection is on. The created link's address comes back
 * once, to `onCreated`.
 */
export const CreateLinkForm = ({
  questionnaireId,
  onCreated,
}: {
  questionnaireId: string;
  onCreated: (link: CreatedShareLink) => void;
}) => {
  const create = useCreateShareLink(questionnaireId);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key === 'expiresOn' ? 'expiresAt' : key]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.passwordProtected && form.password.trim() === '') {
      setErrors({ password: 'Enter a password, or turn password protection off' });
      return;
    }
    create.mutate(
      {
        name: form.name.trim() || undefined,
        type: form.type,
        expiresAt: form.expiresOn ? endOfDayUtc(form.expiresOn) : null,
        passwordProtected: form.passwordProtected,
        password: form.passwordProtected ? form.password : undefined,
        requiresSignIn: form.requiresSignIn,
        downloadAllowed: form.downloadAllowed,
      },
      {
        onSuccess: (link) => {
          setForm(EMPTY);
          setErrors({});
          toast({
            title: COLLABORATION_MESSAGES.linkCreated,
            description: `${link.name}: copy its address now, it is shown only once.`,
          });
          onCreated(link);
        },
        onError: (err) => {
          const byField = issuesByField(fieldIssues(err));
          if (Object.keys(byField).length > 0) setErrors(byField);
          else setFailure(errorMessage(err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Link name" error={errors.name}>
          {(p) => (
            <Input
              {...p}
              placeholder={DEFAULT_SHARE_LINK_NAME}
              maxLength={QUESTIONNAIRE_LIMITS.shareLinkNameMax}
              value={form.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <DateField
          label="Valid until (optional)"
          hint="It works to the end of that day, UTC."
          value={form.expiresOn}
          onChange={(v) => set('expiresOn', v)}
          error={errors.expiresAt}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <span aria-hidden className="text-[13px] font-medium text-fg">
          Access
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <SegmentedControl
            label="Access"
            options={TYPE_OPTIONS}
            value={form.type}
            onChange={(v) => set('type', v)}
          />
          <span className="text-xs text-muted">{LINK_TYPE_HINTS[form.type]}</span>
        </div>
      </div>
      <div className="flex flex-col gap-3 rounded-md border border-border p-3">
        <SwitchField
          label="Password protection"
          description="Holders type a password before they see anything."
          checked={form.passwordProtected}
          onCheckedChange={(v) => set('passwordProtected', v)}
        />
        {form.passwordProtected ? (
          <Field label="Password" error={errors.password}>
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <SwitchField
          label="Sign-in required"
          description="Only people signed in to Rampart can open it."
          checked={form.requiresSignIn}
          onCheckedChange={(v) => set('requiresSignIn', v)}
        />
        <SwitchField
          label="Download allowed"
          description="Holders may download the questionnaire."
          checked={form.downloadAllowed}
          onCheckedChange={(v) => set('downloadAllowed', v)}
        />
      </div>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={create.isPending}>
          {create.isPending ? null : <Link2 aria-hidden />}
          Create link
        </Button>
      </div>
    </form>
  );
};
