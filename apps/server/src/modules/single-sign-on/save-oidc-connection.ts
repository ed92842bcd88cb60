import type { SaveOidcConnectionBody, SsoSettings } from '@rampart/contracts';
import {
  deleteSsoIdentities,
  findSsoConnection,
  findUserById,
  listOrganizationDomains,
  newId,
  recordAudit,
  saveSsoConnection,
  type Db,
  type Executor,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { AppError, invalid } from '../../errors.ts';
import { describeOidcFailure, type OidcClient } from './oidc.ts';
import { auditedConnection, clientSecretContext } from './sso-connection.presenter.ts';
import { ssoSettings } from './sso-settings.ts';

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

  await db.transaction(async (tx) => {
    if (input.ssoRequired) await assertRequirable(tx, actor, input.enabled);
    const forgotten = providerChanged ? await deleteSsoIdentities(tx, existing.id) : 0;
    const saved = await saveSsoConnection(tx, {
      id: existing?.id ?? newId('sso'),
      organizationId: actor.organizationId,
      protocol: 'oidc',
      enabled: input.enabled,
      oidcIssuer: issuer,
      oidcClientId: input.clientId,
      oidcClientSecret: secrets.seal(clientSecret, context),
      samlIdpEntityId: null,
      samlIdpSsoUrl: null,
      samlIdpCertificates: null,
      samlMetadataUrl: null,
      defaultRole: input.defaultRole,
      groupsClaim: input.groupsClaim,
      roleMappings: input.roleMappings,
      jitEnabled: input.jitEnabled,
      ssoRequired: input.ssoRequired,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: existing ? 'organization.sso_updated' : 'organization.sso_added',
      entityType: 'sso_connection',
      entityId: saved.id,
      before: auditedConnection(existing),
      after: {
        ...auditedConnection(saved),
        clientSecretChanged: Boolean(newSecret),
        ...(providerChanged ? { linkedIdentitiesForgotten: forgotten } : {}),
      },
      requestId: actor.requestId,
    });
  });
  return ssoSettings(db, actor, publicUrl);
};

/**
 * "SSO required" needs the provider on, a verified domain (whose people it applies to) and the
 * acting owner's own second factor: owners keep a password as a break-glass, and it must not be
 * a password alone.
 */
export const assertRequirable = async (tx: Executor, actor: Actor, enabled: boolean) => {
  if (!enabled) throw invalid('ssoRequired', 'Turn single sign-on on before requiring it.');
  const domains = await listOrganizationDomains(tx, actor.organizationId);
  if (!domains.some((d) => d.verifiedAt)) {
    throw invalid(
      'ssoRequired',
      'Verify an email domain first: single sign-on is required of the people in it.',
    );
  }
  if (!(await findUserById(tx, actor.userId))?.twoFactorEnabled) {
    throw new AppError(
      'CONFLICT',
      'Set up two-factor authentication or a passkey for your own account first: owners keep their password for emergencies, and it needs a second factor.',
    );
  }
};
