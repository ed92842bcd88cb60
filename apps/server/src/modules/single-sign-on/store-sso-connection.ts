import type { SaveOidcConnectionBody, SsoSettings } from '@rampart/contracts';
import {
  deleteSsoIdentities,
  findUserById,
  listOrganizationDomains,
  newId,
  recordAudit,
  saveSsoConnection,
  type Db,
  type Executor,
  type SsoConnectionRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, invalid } from '../../errors.ts';
import { auditedConnection } from './sso-connection.presenter.ts';
import { ssoSettings } from './sso-settings.ts';

/** What both protocols share: roles, just-in-time membership, whether it is on and required. */
type CommonSettings = Pick<
  SaveOidcConnectionBody,
  'defaultRole' | 'groupsClaim' | 'roleMappings' | 'jitEnabled' | 'ssoRequired' | 'enabled'
>;
type CommonColumns = 'id' | 'organizationId' | 'enabled' | keyof CommonSettings;
/** A protocol's own columns (its provider), as saveSsoConnection takes them. */
type ProtocolColumns = Omit<Parameters<typeof saveSsoConnection>[1], CommonColumns>;

/**
 * The end of saving either protocol's connection, checked already: in one transaction, "SSO
 * required" is checked, the subjects linked to a previous provider are forgotten, the
 * connection is saved and audited (with what the protocol adds). Answers the settings anew.
 */
export const storeSsoConnection = async ({
  actor,
  db,
  publicUrl,
  existing,
  providerChanged,
  input,
  provider,
  audited,
}: {
  actor: Actor;
  db: Db;
  publicUrl: string;
  existing: SsoConnectionRow | null;
  /** Another provider than the stored one: the subjects it linked mean nothing there. */
  providerChanged: boolean;
  input: CommonSettings;
  provider: ProtocolColumns;
  /** What the audit entry records besides the connection. */
  audited: Record<string, unknown>;
}): Promise<SsoSettings> => {
  await db.transaction(async (tx) => {
    if (input.ssoRequired) await assertRequirable(tx, actor, input.enabled);
    const forgotten = existing && providerChanged ? await deleteSsoIdentities(tx, existing.id) : 0;
    const saved = await saveSsoConnection(tx, {
      id: existing?.id ?? newId('sso'),
      organizationId: actor.organizationId,
      enabled: input.enabled,
      ...provider,
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
        ...audited,
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
const assertRequirable = async (tx: Executor, actor: Actor, enabled: boolean) => {
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
