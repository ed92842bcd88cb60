import { useState } from 'react';
import {
  API_TOKEN_LIFETIMES_DAYS,
  createApiTokenBodySchema,
  type ApiToken,
  type ApiTokenScope,
} from '@rampart/contracts';
import { formatDate, formatMoment } from '@rampart/domain';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader } from './card.tsx';
import { ConfirmDialog } from './dialog.tsx';
import { ErrorState } from './error-state.tsx';
import { Field } from './field.tsx';
import { Input, Select } from './input.tsx';
import { SecretOnce } from './secret-once.tsx';
import { SkeletonRows } from './skeleton.tsx';
import { toast } from './toast.tsx';
import { issuesByField, schemaIssuesByField } from '../../lib/field-issues.ts';
import { errorMessage, fieldIssues } from '../../lib/api-client.ts';
import {
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
  type TokenScope,
} from '../../lib/api-tokens.ts';
import { scopeWords, TokenScopesField } from './token-scopes-field.tsx';

const STATUS = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'neutral' },
  revoked: { label: 'Revoked', variant: 'neutral' },
} as const;

/**
 * API tokens for scripts and other tools: Account → API tokens (a person's own, acting as them)
 * or Organization settings → API tokens (service tokens, and everyone's tokens to revoke).
 * A new token is shown once.
 */
export const ApiTokensCard = ({
  which,
  title,
  description,
}: {
  which: TokenScope;
  title: string;
  description: string;
}) => {
  const tokens = useApiTokens(which);
  const revoke = useRevokeApiToken(which);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const now = new Date();

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: 'Token revoked', description: `${revoking.name} no longer works.` });
        setRevoking(null);
      },
      onError: (error) =>
        toast({ title: 'Not revoked', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader title={title} description={description} />
      {tokens.isPending ? (
        <SkeletonRows rows={2} label={`Loading ${title.toLowerCase()}`} />
      ) : tokens.isError ? (
        <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} />
      ) : (
        <>
          {tokens.data.items.length > 0 ? (
            <ul aria-label={title} className="divide-y divide-border border-b border-border">
              {tokens.data.items.map((t) => (
                <li key={t.id} className="flex items-start gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
                      <span className="break-all">{t.name}</span>
                      <Badge variant={STATUS[t.status].variant}>{STATUS[t.status].label}</Badge>
                      {which === 'organization' ? (
                        <Badge variant="neutral">
                          {t.kind === 'service'
                            ? 'Service'
                            : `Personal, ${t.owner?.name ?? 'a former member'}`}
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-xs break-words text-muted">{scopeWords(t.scopes)}</p>
                    <p className="text-xs text-muted">
                      <span className="font-mono">{t.tokenHint}</span> ·{' '}
                      {t.status === 'revoked'
                        ? `revoked ${formatDate(t.revokedAt)}`
                        : `expires ${formatDate(t.expiresAt)}`}{' '}
                      ·{' '}
                      {t.lastUsedAt
                        ? `last used ${formatMoment(t.lastUsedAt, now, 'local')}${t.lastUsedAddress ? ` from ${t.lastUsedAddress}` : ''}`
                        : 'never used'}
                    </p>
                  </div>
                  {t.status === 'active' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Revoke ${t.name}`}
                      onClick={() => setRevoking(t)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <CardContent className="flex flex-col gap-4">
            {created ? (
              <SecretOnce label="New API token" value={created} onDismiss={() => setCreated(null)}>
                <p>
                  Copy the token now: it is shown once. Send it as{' '}
                  <span className="font-mono">Authorization: Bearer …</span>
                </p>
              </SecretOnce>
            ) : null}
            <NewTokenForm
              which={which}
              grantable={tokens.data.grantableScopes}
              onCreated={setCreated}
            />
          </CardContent>
        </>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={`Revoke ${revoking?.name ?? 'this token'}?`}
        description="Every script or tool using it is refused from its next request."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </Card>
  );
};

const NewTokenForm = ({
  which,
  grantable,
  onCreated,
}: {
  which: TokenScope;
  grantable: readonly ApiTokenScope[];
  onCreated: (token: string) => void;
}) => {
  const create = useCreateApiToken(which);
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { name, scopes, expiresInDays: days };
    const checked = createApiTokenBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(schemaIssuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: (made) => {
        onCreated(made.token);
        setName('');
        setScopes([]);
        toast({ title: 'Token made', description: made.apiToken.name });
      },
      onError: (error) => {
        const issues = fieldIssues(error);
        if (issues.length > 0) setErrors(issuesByField(issues));
        else
          toast({
            title: 'No token made',
            description: errorMessage(error),
            variant: 'destructive',
          });
      },
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} aria-label="New API token" noValidate>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <Field
          label="Token name"
          hint="What uses it, e.g. “Nightly risk export”."
          error={errors.name}
        >
          {(p) => (
            <Input {...p} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label="Expires after" className="sm:w-40" error={errors.expiresInDays}>
          {(p) => (
            <Select {...p} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {API_TOKEN_LIFETIMES_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d === 365 ? 'A year' : `${d} days`}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TokenScopesField
        value={scopes}
        onChange={setScopes}
        grantable={grantable}
        error={errors.scopes}
      />
      <Button type="submit" variant="primary" className="self-start" loading={create.isPending}>
        {which === 'mine' ? 'Make a personal token' : 'Make a service token'}
      </Button>
    </form>
  );
};
