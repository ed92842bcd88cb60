import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  PERSONAS,
  updateProfileBodySchema,
  type Persona,
  type SessionUser,
  type UpdateProfileBody,
} from '@rampart/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const PERSONA_LABELS: Record<Persona, string> = {
  executive: 'Executive: assessments and compliance',
  analyst: 'Analyst: controls, compliance and vendors',
  operator: 'Operator: controls and vendors',
  auditor: 'Auditor: compliance and assessments',
};

const FIELDS = ['name', 'avatar', 'persona'] as const;

export const ProfileForm = ({ user }: { user: SessionUser }) => {
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { name: user.name, avatar: user.avatar, persona: user.persona },
  });
  const { errors, isDirty } = form.formState;
  const avatar = form.watch('avatar');

  const onSubmit = (values: UpdateProfileBody) => {
    setError(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, avatar: saved.avatar, persona: saved.persona });
        toast({ title: 'Profile updated' });
      },
      onError: (err) => {
        for (const issue of fieldIssues(err)) {
          const field = FIELDS.find((f) => f === issue.field);
          if (field) form.setError(field, { message: issue.message });
        }
        const detail = err instanceof ApiError ? err.serverMessage : null;
        setError(
          detail ? `${MESSAGES.updateProfileFailed}: ${detail}` : MESSAGES.updateProfileFailed,
        );
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="flex items-center gap-3">
        <Avatar
          name={form.watch('name') ?? user.name}
          email={user.email}
          src={avatar}
          className="size-12 text-sm"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium break-all text-fg">{user.email}</p>
          <p className="text-muted">Your sign-in email cannot be changed here.</p>
        </div>
      </div>
      <Field label="Full name" error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field
        label="Avatar URL"
        hint="A link to a square image. Leave empty to show your initials."
        error={errors.avatar?.message}
      >
        {(p) => (
          <Input
            {...p}
            type="url"
            placeholder="https://"
            // An empty field means "no avatar", which the API takes as null.
            {...form.register('avatar', {
              setValueAs: (v: string | null) => (v?.trim() ? v.trim() : null),
            })}
          />
        )}
      </Field>
      <Field
        label="Persona"
        hint="Decides which quick actions you see on pages."
        error={errors.persona?.message}
      >
        {(p) => (
          <Select {...p} {...form.register('persona')}>
            {PERSONAS.map((persona) => (
              <option key={persona} value={persona}>
                {PERSONA_LABELS[persona]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
};
