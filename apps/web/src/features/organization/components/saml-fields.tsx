import type { SsoSettings } from '@rampart/contracts';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { SsoTextField, SsoToggle, type SsoForm } from './sso-form-fields.tsx';

type SamlConnection = NonNullable<NonNullable<SsoSettings['connection']>['saml']>;

/** Rampart as a SAML service provider (rows of the card's details list). */
export const SamlProviderDetails = ({
  serviceProvider,
}: {
  serviceProvider: SsoSettings['serviceProvider'];
}) => (
  <>
    <dt className="text-muted">Entity ID (audience)</dt>
    <dd className="font-mono break-all text-fg">{serviceProvider.entityId}</dd>
    <dt className="text-muted">Assertion consumer service (ACS)</dt>
    <dd className="font-mono break-all text-fg">{serviceProvider.acsUrl}</dd>
    <dt className="text-muted">Rampart’s metadata</dt>
    <dd className="font-mono break-all text-fg">{serviceProvider.metadataUrl}</dd>
  </>
);

/**
 * The SAML settings: the provider's metadata (the one imported, and new metadata by URL or
 * pasted), the email attribute and whether sign-ins may start at the provider.
 */
export const SamlFields = ({
  form,
  saml,
  manage,
}: {
  form: SsoForm;
  saml: SamlConnection | null;
  manage: boolean;
}) => (
  <>
    {saml ? (
      <p className="text-[13px] text-muted">
        Imported: <span className="font-mono break-all text-fg">{saml.idpEntityId}</span>, signing
        in at <span className="font-mono break-all text-fg">{saml.idpSsoUrl}</span>,
        {saml.certificates === 1
          ? ' one signing certificate.'
          : ` ${saml.certificates} signing certificates.`}{' '}
        {saml.metadataUrl ? `Read from ${saml.metadataUrl}. ` : null}Give new metadata to change it.
      </p>
    ) : null}
    <SsoTextField
      form={form}
      name="metadataUrl"
      label="Provider metadata URL"
      hint="Rampart reads it now, under the same address rules as vendor sites."
      placeholder="https://idp.example.com/metadata"
    />
    <Field
      label="Or paste the provider’s metadata (XML)"
      error={form.formState.errors.metadataXml?.message}
    >
      {(p) => <Textarea {...p} rows={4} {...form.register('metadataXml')} />}
    </Field>
    <div className="grid gap-4 sm:grid-cols-2">
      <SsoTextField
        form={form}
        name="emailAttribute"
        label="Email attribute"
        hint="Empty: the NameID is the email."
        placeholder="email"
      />
    </div>
    <SsoToggle
      form={form}
      name="allowIdpInitiated"
      label="Allow sign-in started at the provider (IdP-initiated)"
      description="Off by default: Rampart takes only answers to sign-ins it started, which cannot be replayed into another browser."
      disabled={!manage}
    />
  </>
);
