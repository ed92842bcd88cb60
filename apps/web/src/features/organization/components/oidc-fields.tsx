import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SsoTextField, type SsoForm } from './sso-form-fields.tsx';

/** What to register at an OpenID provider for Rampart (rows of the card's details list). */
export const OidcProviderDetails = ({ redirectUri }: { redirectUri: string }) => (
  <>
    <dt className="text-muted">Redirect URI to register at your provider</dt>
    <dd className="font-mono break-all text-fg">{redirectUri}</dd>
    <dt className="text-muted">Scopes Rampart asks for</dt>
    <dd className="font-mono break-all text-fg">openid email profile</dd>
  </>
);

/** The OpenID Connect settings: issuer, client ID and (sealed, never shown) client secret. */
export const OidcFields = ({
  form,
  hasClientSecret,
}: {
  form: SsoForm;
  hasClientSecret: boolean;
}) => (
  <>
    <SsoTextField
      form={form}
      name="issuer"
      label="Issuer URL"
      hint="Rampart reads its settings at /.well-known/openid-configuration."
      placeholder="https://login.example.com"
    />
    <div className="grid gap-4 sm:grid-cols-2">
      <SsoTextField
        form={form}
        name="clientId"
        label="Client ID"
        hint="From the application you registered."
      />
      <Field
        label="Client secret"
        hint={
          hasClientSecret
            ? 'Stored, never shown. Leave empty to keep it.'
            : 'Stored sealed; never shown again.'
        }
        error={form.formState.errors.clientSecret?.message}
      >
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            placeholder={hasClientSecret ? '••••••••' : undefined}
            {...form.register('clientSecret')}
          />
        )}
      </Field>
    </div>
  </>
);
