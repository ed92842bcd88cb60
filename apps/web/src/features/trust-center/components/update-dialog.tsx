import { useState, type FormEvent } from 'react';
import type { CreateTrustUpdateBody, TrustCenter } from '@rampart/contracts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useCreateTrustUpdate } from '../api/create-trust-update.ts';
import { checkUpdate, mailedWords, postEffect } from '../lib/updates.ts';

type Props = { center: TrustCenter; open: boolean; onOpenChange: (open: boolean) => void };

const UpdateFields = ({ onDone }: { onDone: () => void }) => {
  const create = useCreateTrustUpdate();
  const [form, setForm] = useState<CreateTrustUpdateBody>({ title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof CreateTrustUpdateBody, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkUpdate(form);
    if ('errors' in checked) return setErrors(checked.errors);
    create.mutate(checked.body, {
      onSuccess: (saved) => {
        toast({
          title: 'Update posted',
          description: `On the page now; ${mailedWords(saved.mailedTo)}.`,
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormMessage>Not posted: {failure}</FormMessage> : null}
      <Field label="Title" error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={form.title}
            maxLength={160}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Text"
        hint="Markdown: headings, lists and links. Shown on the page as written, without raw HTML."
        error={errors.body}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={8}
            value={form.body}
            maxLength={20_000}
            onChange={(e) => set('body', e.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter pending={create.isPending} failed={failure !== null}>
        Post the update
      </DialogFormFooter>
    </form>
  );
};

/** Writes an update: it goes on the page at once and to confirmed subscribers by mail. */
export const UpdateDialog = ({ center, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Post an update"
      description={postEffect(center.counts.subscribers, center.mail)}
      className="w-[min(600px,calc(100vw-2rem))]"
    >
      {open ? <UpdateFields onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
