import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_LABELS,
  ROLES,
  saveOidcConnectionBodySchema,
  saveSamlConnectionBodySchema,
  SSO_PROTOCOLS,
  type SaveOidcConnectionBody,
  type SaveSamlConnectionBody,
  type SsoSettings,
} from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useRemoveSso, useSaveSso, useSsoSettings, type SsoSave } from '../api/single-sign-on.ts';

/** The roles a provider's groups may give: never owner. */
const roleOptions = ROLES.filter((r) => r !== 'owner').map((r) => (
  <option key={r} value={r}>
    {ROLE_LABELS[r]}
  </option>
));

type SsoProtocol = (typeof SSO_PROTOCOLS)[number];
const PROTOCOL_OPTIONS = [
  { value: 'oidc', label: 'OpenID Connect' },
  { value: 'saml', label: 'SAML 2.0' },
] as const satisfies readonly { value: SsoProtocol; label: string }[];

/** The form holds both protocols' settings; the one chosen is sent. */
type SsoFormValues = Omit<SaveOidcConnectionBody, 'clientSecret'> &
  Omit<SaveSamlConnectionBody, 'emailAttribute' | 'metadataXml' | 'metadataUrl'> & {
    clientSecret: string;
    metadataXml: string;
    metadataUrl: string;
    emailAttribute: string;
  };

const protocolSettings = (protocol: SsoProtocol, v: SsoFormValues): SsoSave => {
  const common = {
    defaultRole: v.defaultRole,
    groupsClaim: v.groupsClaim,
    roleMappings: v.roleMappings,
    jitEnabled: v.jitEnabled,
    ssoRequired: v.ssoRequired,
    enabled: v.enabled,
  };
  return protocol === 'saml'
    ? {
        protocol,
        body: {
          ...common,
          ...(v.metadataXml.trim() ? { metadataXml: v.metadataXml } : {}),
          ...(v.metadataUrl.trim() && !v.metadataXml.trim() ? { metadataUrl: v.metadataUrl } : {}),
          allowIdpInitiated: v.allowIdpInitiated,
          emailAttribute: v.emailAttribute.trim() || null,
        },
      }
    : {
        protocol,
        body: { ...common, issuer: v.issuer, clientId: v.clientId, clientSecret: v.clientSecret },
      };
};

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
  const remove = useRemoveSso();
  const [removing, setRemoving] = useState(false);
  const { connection, abilities, verifiedDomains, redirectUri, serviceProvider } = data;
  const manage = abilities.manage;
  const [protocol, setProtocol] = useState<SsoProtocol>(connection?.protocol ?? 'oidc');
  const saml = connection?.saml ?? null;
  const form = useForm<SsoFormValues>({
    // The protocol chosen decides which settings are checked (and which route keeps them).
    resolver: async (values, context, options) => {
      const schema =
        protocol === 'saml' ? saveSamlConnectionBodySchema : saveOidcConnectionBodySchema;
      // What will be sent is what is checked (an empty metadata URL is left out, not refused).
      const sent = protocolSettings(protocol, values).body as never;
      const { errors } = await zodResolver(schema)(sent, context, options as never);
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as FieldErrors<SsoFormValues> }
        : { values, errors: {} };
    },
    defaultValues: {
      issuer: connection?.issuer ?? '',
      clientId: connection?.clientId ?? '',
      clientSecret: '',
      metadataXml: '',
      // Empty: the imported metadata stays; a URL is read again only when given.
      metadataUrl: '',
      allowIdpInitiated: saml?.allowIdpInitiated ?? false,
      emailAttribute: saml?.emailAttribute ?? '',
      defaultRole: connection?.defaultRole ?? 'member',
      groupsClaim: connection?.groupsClaim ?? 'groups',
      roleMappings: connection?.roleMappings ?? [],
      jitEnabled: connection?.jitEnabled ?? true,
      ssoRequired: connection?.ssoRequired ?? false,
      enabled: connection?.enabled ?? true,
    },
  });
  const mappings = useFieldArray({ control: form.control, name: 'roleMappings' });
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

  const text = (
    name: 'issuer' | 'clientId' | 'groupsClaim' | 'metadataUrl' | 'emailAttribute',
    label: string,
    hint: string,
    placeholder?: string,
  ) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(p) => <Input {...p} placeholder={placeholder} {...form.register(name)} />}
    </Field>
  );

  const toggle = (
    name: 'jitEnabled' | 'ssoRequired' | 'enabled' | 'allowIdpInitiated',
    label: string,
    description: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          label={label}
          description={description}
          checked={field.value}
          disabled={!manage}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );

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
            <>
              <dt className="text-muted">Entity ID (audience)</dt>
              <dd className="font-mono break-all text-fg">{serviceProvider.entityId}</dd>
              <dt className="text-muted">Assertion consumer service (ACS)</dt>
              <dd className="font-mono break-all text-fg">{serviceProvider.acsUrl}</dd>
              <dt className="text-muted">Rampart’s metadata</dt>
              <dd className="font-mono break-all text-fg">{serviceProvider.metadataUrl}</dd>
            </>
          ) : (
            <>
              <dt className="text-muted">Redirect URI to register at your provider</dt>
              <dd className="font-mono break-all text-fg">{redirectUri}</dd>
              <dt className="text-muted">Scopes Rampart asks for</dt>
              <dd className="font-mono break-all text-fg">openid email profile</dd>
            </>
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
              <>
                {saml ? (
                  <p className="text-[13px] text-muted">
                    Imported:{' '}
                    <span className="font-mono break-all text-fg">{saml.idpEntityId}</span>, signing
                    in at <span className="font-mono break-all text-fg">{saml.idpSsoUrl}</span>,
                    {saml.certificates === 1
                      ? ' one signing certificate.'
                      : ` ${saml.certificates} signing certificates.`}{' '}
                    {saml.metadataUrl ? `Read from ${saml.metadataUrl}. ` : null}Give new metadata
                    to change it.
                  </p>
                ) : null}
                {text(
                  'metadataUrl',
                  'Provider metadata URL',
                  'Rampart reads it now, under the same address rules as vendor sites.',
                  'https://idp.example.com/metadata',
                )}
                <Field
                  label="Or paste the provider’s metadata (XML)"
                  error={errors.metadataXml?.message}
                >
                  {(p) => <Textarea {...p} rows={4} {...form.register('metadataXml')} />}
                </Field>
                <div className="grid gap-4 sm:grid-cols-2">
                  {text(
                    'emailAttribute',
                    'Email attribute',
                    'Empty: the NameID is the email.',
                    'email',
                  )}
                </div>
                {toggle(
                  'allowIdpInitiated',
                  'Allow sign-in started at the provider (IdP-initiated)',
                  'Off by default: Rampart takes only answers to sign-ins it started, which cannot be replayed into another browser.',
                )}
              </>
            ) : (
              <>
                {text(
                  'issuer',
                  'Issuer URL',
                  'Rampart reads its settings at /.well-known/openid-configuration.',
                  'https://login.example.com',
                )}
                <div className="grid gap-4 sm:grid-cols-2">
                  {text('clientId', 'Client ID', 'From the application you registered.')}
                  <Field
                    label="Client secret"
                    hint={
                      connection?.hasClientSecret
                        ? 'Stored, never shown. Leave empty to keep it.'
                        : 'Stored sealed; never shown again.'
                    }
                    error={errors.clientSecret?.message}
                  >
                    {(p) => (
                      <Input
                        {...p}
                        type="password"
                        autoComplete="new-password"
                        placeholder={connection?.hasClientSecret ? '••••••••' : undefined}
                        {...form.register('clientSecret')}
                      />
                    )}
                  </Field>
                </div>
              </>
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
              {text(
                'groupsClaim',
                protocol === 'saml' ? 'Groups attribute' : 'Groups claim',
                protocol === 'saml'
                  ? 'The assertion attribute listing their groups.'
                  : 'The ID token claim listing their groups.',
              )}
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-[13px] font-medium text-fg">Roles from groups</legend>
              <p className="text-xs text-muted">
                At each sign-in, a member’s role follows their groups (the mapping with the most
                access wins). Owners are never changed.
              </p>
              {mappings.fields.length > 0 ? (
                <ul aria-label="Roles from groups" className="flex flex-col gap-2">
                  {mappings.fields.map((m, index) => (
                    <li key={m.id} className="flex flex-wrap items-start gap-2">
                      <Field
                        label="Group"
                        className="min-w-0 flex-1 basis-40"
                        error={errors.roleMappings?.[index]?.group?.message}
                      >
                        {(p) => <Input {...p} {...form.register(`roleMappings.${index}.group`)} />}
                      </Field>
                      <Field label="Role" className="basis-36">
                        {(p) => (
                          <Select {...p} {...form.register(`roleMappings.${index}.role`)}>
                            {roleOptions}
                          </Select>
                        )}
                      </Field>
                      {manage ? (
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          className="mt-6"
                          aria-label={`Remove the mapping ${index + 1}`}
                          title="Remove"
                          onClick={() => mappings.remove(index)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {manage ? (
                <Button
                  size="sm"
                  className="self-start"
                  onClick={() => mappings.append({ group: '', role: 'member' })}
                >
                  <Plus aria-hidden /> Add a mapping
                </Button>
              ) : null}
            </fieldset>
            {toggle(
              'jitEnabled',
              'Make members on first sign-in',
              'Off: only people already in the organisation (invited) can sign in through it.',
            )}
            {toggle(
              'ssoRequired',
              'Require single sign-on',
              errors.ssoRequired?.message ??
                'People of the verified domains cannot sign in with a password or a passkey alone. Owners keep their password, with two-factor, for emergencies; each use is logged.',
            )}
            {toggle(
              'enabled',
              'Single sign-on on',
              'Off keeps the settings and sends nobody to the provider.',
            )}
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
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Disconnect the identity provider?"
        description="People with a password sign in with it again. People your provider made have no password: they cannot sign in until a provider is connected again."
        confirmLabel="Disconnect"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemoving(false);
              toast({ title: 'Identity provider disconnected' });
            },
            onError: (error) =>
              toast({
                title: 'Not disconnected',
                description: errorMessage(error),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
};
