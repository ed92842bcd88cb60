import type { SaveSamlConnectionBody, SsoSettings } from '@rampart/contracts';
import { findSsoConnection, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { invalid } from '../../errors.ts';
import { MetadataUnreadable, readIdpMetadata, type IdpMetadata } from './idp-metadata.ts';
import { describeOidcFailure, type OidcClient } from './oidc.ts';
import { storeSsoConnection } from './store-sso-connection.ts';

/**
 * An owner connects the organisation's SAML provider, or changes it: its metadata, pasted or
 * read from its URL (under the vendor reader's address rules), gives its entity ID, sign-in
 * address and signing certificates; neither given, the imported metadata stays. Another
 * provider (entity ID) forgets the subjects the previous one linked. "SSO required" is checked
 * as for OIDC.
 */
export const saveSamlConnection = async ({
  actor,
  input,
  db,
  providers,
  publicUrl,
}: {
  actor: Actor;
  input: SaveSamlConnectionBody;
  db: Db;
  providers: OidcClient;
  publicUrl: string;
}): Promise<SsoSettings> => {
  const existing = await findSsoConnection(db, actor.organizationId);
  let metadata: IdpMetadata | null = null;
  let field: 'metadataXml' | 'metadataUrl' = 'metadataXml';
  try {
    if (input.metadataXml?.trim()) {
      metadata = readIdpMetadata(input.metadataXml);
    } else if (input.metadataUrl) {
      field = 'metadataUrl';
      metadata = readIdpMetadata(await providers.fetchDocument(input.metadataUrl));
    }
  } catch (error) {
    const message =
      error instanceof MetadataUnreadable
        ? error.message
        : describeOidcFailure(error, input.metadataUrl ?? '');
    throw invalid(field, message);
  }
  const kept: IdpMetadata | null =
    existing?.protocol === 'saml' && existing.samlIdpEntityId
      ? {
          entityId: existing.samlIdpEntityId,
          ssoUrl: existing.samlIdpSsoUrl ?? '',
          certificates: existing.samlIdpCertificates ?? [],
        }
      : null;
  const idp = metadata ?? kept;
  if (!idp) throw invalid('metadataXml', 'Paste the provider’s metadata, or give its URL');
  const providerChanged = existing !== null && existing.samlIdpEntityId !== idp.entityId;

  return storeSsoConnection({
    actor,
    db,
    publicUrl,
    existing,
    providerChanged,
    input,
    provider: {
      protocol: 'saml',
      oidcIssuer: null,
      oidcClientId: null,
      oidcClientSecret: null,
      samlIdpEntityId: idp.entityId,
      samlIdpSsoUrl: idp.ssoUrl,
      samlIdpCertificates: idp.certificates,
      samlMetadataUrl: metadata
        ? field === 'metadataUrl'
          ? input.metadataUrl!
          : null
        : (existing?.samlMetadataUrl ?? null),
      samlAllowIdpInitiated: input.allowIdpInitiated,
      samlEmailAttribute: input.emailAttribute?.trim() || null,
    },
    audited: metadata ? { metadataImported: true } : {},
  });
};
