import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { renamePasskeyBodySchema, type Passkey } from '@rampart/contracts';
import { formatDate, formatMoment } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fieldIssues } from '../../../lib/api-client.ts';
import { passkeysSupported } from '../../../lib/passkeys.ts';
import { useAccountSecurity, useRemovePasskey, useRenamePasskey } from '../api/account-security.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { FormActions } from './form-actions.tsx';
import { PasswordStep } from './password-step.tsx';

type Editing = { id: string; mode: 'rename' | 'remove' } | null;

/** Profile → Passkeys: sign in with a fingerprint, face or device PIN; add, rename, remove. */
export const PasskeysCard = () => {
  const security = useAccountSecurity();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useRemovePasskey();
  const data = security.data;
  const items = data?.passkeys.items ?? [];
  // Why passkeys cannot be added here: the server's address, or this browser.
  const blocked =
    data?.passkeys.unavailable ??
    (passkeysSupported() ? null : 'This browser cannot use passkeys here.');

  const body = () => {
    if (security.isPending) return <Skeleton className="h-16 w-full" />;
    if (!data) {
      return (
        <ErrorState
          title="Could not load your passkeys"
          error={security.error}
          onRetry={() => void security.refetch()}
        />
      );
    }
    return (
      <div className="flex flex-col gap-3">
        {items.length === 0 ? (
          <p className="text-[13px] text-fg">
            Sign in with your fingerprint, face, device PIN or a security key instead of typing a
            password. A passkey is also asked as a second step after your password.
          </p>
        ) : (
          <ul
            aria-label="Passkeys"
            className="-mx-4 -mt-4 divide-y divide-border border-b border-border"
          >
            {items.map((p) => (
              <li key={p.id} className="px-4 py-3">
                {editing?.id === p.id && editing.mode === 'rename' ? (
                  <RenameForm passkey={p} onDone={() => setEditing(null)} />
                ) : editing?.id === p.id && editing.mode === 'remove' ? (
                  <RemoveStep passkey={p} remove={remove} onDone={() => setEditing(null)} />
                ) : (
                  <PasskeyRow
                    passkey={p}
                    onRename={() => setEditing({ id: p.id, mode: 'rename' })}
                    onRemove={() => {
                      remove.reset();
                      setEditing({ id: p.id, mode: 'remove' });
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {blocked ? (
          <p className="text-[13px] text-muted">{blocked}</p>
        ) : adding ? (
          <AddPasskeyForm
            suggestedName={`Passkey ${items.length + 1}`}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <div className="flex justify-end">
            <Button
              variant={items.length === 0 ? 'primary' : 'secondary'}
              onClick={() => setAdding(true)}
            >
              Add a passkey
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader
        title="Passkeys"
        description="Sign in without a password, on this device or with your phone."
        actions={
          items.length > 0 ? (
            <Badge variant="success">
              {items.length === 1 ? '1 passkey' : `${items.length} passkeys`}
            </Badge>
          ) : undefined
        }
      />
      <CardContent>{body()}</CardContent>
    </Card>
  );
};

const PasskeyRow = ({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) => (
  <div className="flex items-center gap-3">
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
        <span className="min-w-0 break-words">{passkey.name}</span>
        {passkey.synced ? <Badge variant="neutral">Synced</Badge> : null}
      </p>
      <p className="text-xs text-muted">
        Added {formatDate(passkey.createdAt)} ·{' '}
        {passkey.lastUsedAt
          ? `last used ${formatMoment(passkey.lastUsedAt, new Date(), 'local')}`
          : 'not used yet'}
      </p>
    </div>
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Rename ${passkey.name}`}
      title="Rename"
      onClick={onRename}
    >
      <Pencil aria-hidden />
    </Button>
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Remove ${passkey.name}`}
      title="Remove"
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  </div>
);

const RenameForm = ({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) => {
  const rename = useRenamePasskey();
  const form = useForm({
    resolver: zodResolver(renamePasskeyBodySchema),
    defaultValues: { name: passkey.name },
  });
  const error =
    form.formState.errors.name?.message ??
    fieldIssues(rename.error).find((i) => i.field === 'name')?.message;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(({ name }) =>
        rename.mutate({ id: passkey.id, name }, { onSuccess: onDone }),
      )}
    >
      <Field label="Passkey name" error={error}>
        {(p) => <Input {...p} autoFocus autoComplete="off" {...form.register('name')} />}
      </Field>
      <FormActions pending={rename.isPending} onCancel={onDone}>
        Save name
      </FormActions>
    </form>
  );
};

/**
 * The password again before a passkey goes. The mutation is the card's: the removed passkey's
 * row (and this step in it) leaves the list before the mutation settles, and a mutation's
 * callbacks are dropped with the component that asked.
 */
const RemoveStep = ({
  passkey,
  remove,
  onDone,
}: {
  passkey: Passkey;
  remove: ReturnType<typeof useRemovePasskey>;
  onDone: () => void;
}) => (
  <div className="flex flex-col gap-2">
    <p className="text-[13px] text-fg">
      Remove <span className="font-medium">{passkey.name}</span>? It will no longer sign you in.
    </p>
    <PasswordStep
      action="Remove passkey"
      variant="danger"
      pending={remove.isPending}
      error={remove.error}
      onCancel={onDone}
      onSubmit={({ password }) =>
        remove.mutate(
          { id: passkey.id, password },
          {
            onSuccess: () => {
              toast({
                title: 'Passkey removed',
                description: `${passkey.name} no longer signs you in.`,
              });
              onDone();
            },
          },
        )
      }
    />
  </div>
);
