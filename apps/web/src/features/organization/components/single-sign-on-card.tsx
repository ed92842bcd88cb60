import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SsoSettings } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useSaveSso, useSsoSettings } from '../api/single-sign-on.ts';
import { DisconnectSsoDialog } from './disconnect-sso-dialog.tsx';
import { OidcFields, OidcProviderDetails } from './oidc-fields.tsx';
import { RoleMappingsField, roleOptions } from './role-mappings-field.tsx';
import { SamlFields, SamlProviderDetails } from './saml-fields.tsx';
import { SsoTextField, SsoToggle } from './sso-form-fields.tsx';
import {
  protocolSettings,
  ssoFormDefaults,
  ssoResolver,
  type SsoFormValues,
  type SsoProtocol,
} from './sso-form-values.ts';

const PROTOCOL_OPTIONS = [
  { value: 'oidc', label: 'OpenID Connect' },
  { value: 'saml', label: 'SAML 2.0' },
] as const satisfies readonly { value: SsoProtocol; label: string }[];

/**
 * Organisation settings → Single sign-on: the organisation's OpenID Connect provider. Owners
 * connect it, map its groups to roles, and may require it of the people of the verified email
 * domains; admins read it.
 */
export const SingleSignOnCard = () => {
  const settings = useSsoSettings();
  return (
    <Card>
      <CardHeader
        title="Single sign-on"
        description="Your people sign in through your identity provider, by OpenID Connect or SAML 2.0: Okta, Microsoft Entra ID, Google Workspace, Keycloak and others."
      />
      {settings.isPending ? (
        <SkeletonRows rows={2} label="Loading single sign-on" />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SsoForm key={settings.data.connection?.updatedAt ?? 'new'} data={settings.data} />
      )}
    </Card>
  );
};

const SsoForm = ({ data }: { data: SsoSettings }) => {
  const save = useSaveSso();
  const [removing, setRemoving] = useState(false);
  const { connection, abilities, verifiedDomains, redirectUri, serviceProvider } = data;
  const manage = abilities.manage;
  const [protocol, setProtocol] = useState<SsoProtocol>(connection?.protocol ?? 'oidc');
  const form = useForm<SsoFormValues>({
    resolver: ssoResolver(protocol),
    defaultValues: ssoFormDefaults(connection),
  });
  const { errors } = form.formState;

  const onSubmit = (values: SsoFormValues) =>
    save.mutate(protocolSettings(protocol, values), {
      onSuccess: () =>
        toast({
          title: connection ? 'Single sign-on saved' : 'Identity provider connected',
          description: values.enabled
            ? `People at ${verifiedDomains.join(', ') || 'your verified domains'} can sign in through it.`
            : 'It is off: nobody is sent to it.',
        }),
      onError: (error) => {
        for (const issue of fieldIssues(error)) {
          form.setError(issue.field as keyof SsoFormValues, { message: issue.message });
        }
      },
    });

  const saveError = save.error && fieldIssues(save.error).length === 0 ? save.error : null;
  return (
    <>
      <CardContent className="flex flex-col gap-3 border-b border-border">
        <div className="flex flex-wrap items-center gap-2 text-[13px]">
          {connection ? (
            connection.enabled ? (
              <Badge variant="success">On</Badge>
            ) : (
              <Badge variant="neutral">Off</Badge>
            )
          ) : (
            <Badge variant="neutral">Not connected</Badge>
          )}
          {connection?.ssoRequired ? <Badge variant="warning">Required</Badge> : null}
          <span className="text-muted">
            {verifiedDomains.length > 0
              ? `For people at ${verifiedDomains.join(', ')}.`
              : 'Verify an email domain above: single sign-on applies to the people in it.'}
          </span>
        </div>
        {manage ? (
          <SegmentedControl
            label="Protocol"
            options={PROTOCOL_OPTIONS}
            value={protocol}
            onChange={setProtocol}
          />
        ) : null}
        <dl className="grid gap-1 rounded-md border border-border bg-surface p-2 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-3">
          {protocol === 'saml' ? (
            <SamlProviderDetails serviceProvider={serviceProvider} />
          ) : (
            <OidcProviderDetails redirectUri={redirectUri} />
          )}
        </dl>
      </CardContent>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <fieldset disabled={!manage || save.isPending} className="flex flex-col gap-4">
            <legend className="sr-only">
              {protocol === 'saml' ? 'SAML provider' : 'OpenID Connect provider'}
            </legend>
            {saveError ? <FormMessage>{errorMessage(saveError)}</FormMessage> : null}
            {protocol === 'saml' ? (
              <SamlFields form={form} saml={connection?.saml ?? null} manage={manage} />
            ) : (
              <OidcFields form={form} hasClientSecret={connection?.hasClientSecret ?? false} />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Role of people who join through it"
                hint="When none of their groups is mapped below."
                error={errors.defaultRole?.message}
              >
                {(p) => (
                  <Select {...p} {...form.register('defaultRole')}>
                    {roleOptions}
                  </Select>
                )}
              </Field>
              <SsoTextField
                form={form}
                name="groupsClaim"
                label={protocol === 'saml' ? 'Groups attribute' : 'Groups claim'}
                hint={
                  protocol === 'saml'
                    ? 'The assertion attribute listing their groups.'
                    : 'The ID token claim listing their groups.'
                }
              />
            </div>
            <Controller
              control={form.control}
              name="roleMappings"
              render={({ field }) => (
                <RoleMappingsField
                  label="Roles from groups"
                  description="At each sign-in, a member’s role follows their groups (the mapping with the most access wins). Owners are never changed."
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!manage}
                  groupError={(index) => errors.roleMappings?.[index]?.group?.message}
                />
              )}
            />
            <SsoToggle
              form={form}
              name="jitEnabled"
              label="Make members on first sign-in"
              description="Off: only people already in the organisation (invited) can sign in through it."
              disabled={!manage}
            />
            <SsoToggle
              form={form}
              name="ssoRequired"
              label="Require single sign-on"
              description={
                errors.ssoRequired?.message ??
                'People of the verified domains cannot sign in with a password or a passkey alone. Owners keep their password, with two-factor, for emergencies; each use is logged.'
              }
              disabled={!manage}
            />
            <SsoToggle
              form={form}
              name="enabled"
              label="Single sign-on on"
              description="Off keeps the settings and sends nobody to the provider."
              disabled={!manage}
            />
            {manage ? (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="primary" loading={save.isPending}>
                  {connection ? 'Save single sign-on' : 'Connect'}
                </Button>
                {connection ? (
                  <Button variant="ghost" onClick={() => setRemoving(true)}>
                    Disconnect
                  </Button>
                ) : null}
              </div>
            ) : (
              <p className="text-[13px] text-muted">Only owners change single sign-on.</p>
            )}
          </fieldset>
        </form>
      </CardContent>
      <DisconnectSsoDialog open={removing} onOpenChange={setRemoving} />
    </>
  );
};
