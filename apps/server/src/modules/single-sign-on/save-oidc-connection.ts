import type { SaveOidcConnectionBody, SsoSettings } from '@rampart/contracts';
import { findSsoConnection, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { invalid } from '../../errors.ts';
import { describeOidcFailure, type OidcClient } from './oidc.ts';
import { clientSecretContext } from './sso-connection.presenter.ts';
import { storeSsoConnection } from './store-sso-connection.ts';

/**
 * An owner connects the organisation's OpenID provider, or changes it. The issuer is discovered
 * before anything is stored, so a setting that cannot work is refused naming the field. The
 * client secret is sealed; left empty, the stored one stays. "SSO required" needs a verified
 * domain (whose people it applies to) and the owner's own second factor: owners keep a
 * password as a break-glass, and it must not be a password alone.
 */
export const saveOidcConnection = async ({
  actor,
  input,
  db,
  oidc,
  secrets,
  publicUrl,
}: {
  actor: Actor;
  input: SaveOidcConnectionBody;
  db: Db;
  oidc: OidcClient;
  secrets: SecretBox;
  publicUrl: string;
}): Promise<SsoSettings> => {
  const context = clientSecretContext(actor.organizationId);
  const existing = await findSsoConnection(db, actor.organizationId);
  const issuer = input.issuer.replace(/\/+$/, '');
  // Another provider (or another client at it): the subjects it linked mean nothing there, and
  // the stored secret is never sent to a provider it was not made for.
  const providerChanged =
    existing !== null &&
    (existing.oidcIssuer !== issuer || existing.oidcClientId !== input.clientId);
  const newSecret = input.clientSecret?.trim() || null;
  const sealedBefore = existing?.oidcClientSecret ?? null;
  let clientSecret = newSecret;
  if (!clientSecret && sealedBefore && !providerChanged) {
    try {
      clientSecret = secrets.open(sealedBefore, context);
    } catch {
      // Sealed by a key SECRETS_KEYS no longer lists: asked for again below.
    }
  }
  if (!clientSecret) {
    throw invalid(
      'clientSecret',
      providerChanged
        ? 'Enter the client secret again: the issuer or client ID changed'
        : 'Enter the client secret',
    );
  }

  if (input.enabled) {
    try {
      await oidc.configuration({ issuer, clientId: input.clientId, clientSecret });
    } catch (error) {
      throw invalid('issuer', describeOidcFailure(error, issuer));
    }
  }

  return storeSsoConnection({
    actor,
    db,
    publicUrl,
    existing,
    providerChanged,
    input,
    provider: {
      protocol: 'oidc',
      oidcIssuer: issuer,
      oidcClientId: input.clientId,
      oidcClientSecret: secrets.seal(clientSecret, context),
      samlIdpEntityId: null,
      samlIdpSsoUrl: null,
      samlIdpCertificates: null,
      samlMetadataUrl: null,
    },
    audited: { clientSecretChanged: Boolean(newSecret) },
  });
};
