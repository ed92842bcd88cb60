import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { claimDomainBodySchema, type OrganizationDomain } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useAddDomain, useDomains, useRemoveDomain, useVerifyDomain } from '../api/domains.ts';

/**
 * Organisation settings → Email domains: the domains whose people sign in through this
 * organisation's identity provider, each proven by a DNS TXT record (owners add and verify them;
 * admins read them).
 */
export const DomainsCard = () => {
  const domains = useDomains();
  const verify = useVerifyDomain();
  const remove = useRemoveDomain();
  const [removing, setRemoving] = useState<OrganizationDomain | null>(null);
  const manage = domains.data?.abilities.manage ?? false;
  const items = domains.data?.items ?? [];

  const onVerify = (d: OrganizationDomain) =>
    verify.mutate(d.id, {
      onSuccess: () => toast({ title: 'Domain verified', description: d.domain }),
      onError: (error) =>
        toast({
          title: 'Not verified yet',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader
        title="Email domains"
        description="Prove the domains of your people's email addresses, so their sign-ins can go to your identity provider."
      />
      {domains.isPending ? (
        <SkeletonRows rows={1} label="Loading email domains" />
      ) : domains.isError ? (
        <ErrorState error={domains.error} onRetry={() => void domains.refetch()} />
      ) : (
        <>
          {items.length > 0 ? (
            <ul
              aria-label="Email domains"
              className="divide-y divide-border border-b border-border"
            >
              {items.map((d) => (
                <li key={d.id} className="flex flex-col gap-2 px-4 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 text-[13px] font-medium break-all text-fg">
                      {d.domain}
                    </span>
                    {d.verifiedAt ? (
                      <Badge variant="success">Verified {formatDate(d.verifiedAt)}</Badge>
                    ) : (
                      <Badge variant="warning">Waiting for its DNS record</Badge>
                    )}
                    {manage ? (
                      <div className="ml-auto flex items-center gap-1">
                        {d.verifiedAt ? null : (
                          <Button
                            size="sm"
                            loading={verify.isPending && verify.variables === d.id}
                            onClick={() => onVerify(d)}
                          >
                            Verify
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Remove ${d.domain}`}
                          title="Remove"
                          onClick={() => setRemoving(d)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </div>
                    ) : null}
                  </div>
                  {d.verifiedAt || !manage ? null : (
                    <dl className="grid gap-1 rounded-md border border-border bg-surface p-2 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-3">
                      <dt className="text-muted">Add a TXT record named</dt>
                      <dd className="font-mono break-all text-fg">{d.record.name}</dd>
                      <dt className="text-muted">holding</dt>
                      <dd className="font-mono break-all text-fg">{d.record.value}</dd>
                    </dl>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <CardContent>
            {manage ? (
              <AddDomainForm />
            ) : items.length === 0 ? (
              <p className="text-[13px] text-muted">No email domains yet. Owners add them.</p>
            ) : null}
          </CardContent>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing?.domain ?? 'this domain'}?`}
        description="Its people no longer sign in through your identity provider, and the domain must be proven again to be used."
        confirmLabel="Remove domain"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: 'Domain removed', description: removing.domain });
              setRemoving(null);
            },
            onError: (error) =>
              toast({
                title: 'Not removed',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          });
        }}
      />
    </Card>
  );
};

const AddDomainForm = () => {
  const add = useAddDomain();
  const form = useForm({
    resolver: zodResolver(claimDomainBodySchema),
    defaultValues: { domain: '' },
  });
  const error =
    form.formState.errors.domain?.message ??
    fieldIssues(add.error).find((i) => i.field === 'domain')?.message ??
    (add.error && !fieldIssues(add.error).length ? errorMessage(add.error) : undefined);
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={form.handleSubmit((body) =>
        add.mutate(body, { onSuccess: () => form.reset({ domain: '' }) }),
      )}
    >
      <div className="min-w-0 flex-1">
        <Field
          label="Domain"
          hint="Such as example.com: the part after @ in your people's email."
          error={error}
        >
          {(p) => (
            <Input {...p} autoComplete="off" spellCheck={false} {...form.register('domain')} />
          )}
        </Field>
      </div>
      <Button type="submit" className="sm:mt-6" loading={add.isPending}>
        Add domain
      </Button>
    </form>
  );
};
