// SAML 2.0 with @node-saml/node-saml 5.1 (after the signature bypass fixed there, CVE-2025-54419):
// it builds the AuthnRequest (HTTP-Redirect) and checks a response's signature (the assertion
// must be signed, by a certificate from the provider's metadata), the issuer, the audience,
// NotBefore/NotOnOrAfter with a minute of clock skew, and InResponseTo against the requests this
// installation sent, kept in the database so every process knows them. Rampart then checks
// what node-saml leaves to its callers: the Recipient and the Destination (acs.ts).
import { randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import {
  claimVerification,
  findLiveVerification,
  newId,
  takeVerification,
  type Db,
  type SsoConnectionRow,
} from '@rampart/db';

/** How long a sign-in request is answerable: as long as an OIDC sign-in's state. */
const REQUEST_SECONDS = 10 * 60;
export const CLOCK_SKEW_MS = 60_000;

/** Rampart as a service provider for one organisation: what its provider is told. */
export const serviceProviderOf = (publicUrl: string, organizationId: string) => {
  const base = new URL(`/api/auth/sso/saml/${encodeURIComponent(organizationId)}`, publicUrl).href;
  return { entityId: `${base}/metadata`, metadataUrl: `${base}/metadata`, acsUrl: `${base}/acs` };
};

/** node-saml's store of the requests sent, in the verification table (shared by processes). */
const requestStore = (db: Db, organizationId: string): CacheProvider => {
  const key = (id: string) => `saml-request:${organizationId}:${id}`;
  return {
    saveAsync: async (id, value) => {
      const until = new Date(Date.now() + REQUEST_SECONDS * 1000);
      const fresh = await claimVerification(db, {
        id: newId('ver'),
        identifier: key(id),
        value,
        until,
      });
      return fresh ? { value, createdAt: Date.now() } : null;
    },
    getAsync: async (id) => (await findLiveVerification(db, key(id)))?.value ?? null,
    removeAsync: async (id) => (id ? takeVerification(db, key(id)) : null),
  };
};

export const newRequestId = () => `_${randomBytes(20).toString('hex')}`;

/** node-saml for an organisation's connection (its metadata as imported). */
export const samlFor = (options: {
  db: Db;
  connection: Pick<
    SsoConnectionRow,
    | 'organizationId'
    | 'samlIdpSsoUrl'
    | 'samlIdpEntityId'
    | 'samlIdpCertificates'
    | 'samlAllowIdpInitiated'
  >;
  publicUrl: string;
  /** The id the next AuthnRequest gets (chosen here, so the sign-in's state can hold it). */
  requestId?: string;
}): SAML => {
  const { connection } = options;
  const sp = serviceProviderOf(options.publicUrl, connection.organizationId);
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: connection.samlIdpSsoUrl ?? '',
    idpIssuer: connection.samlIdpEntityId ?? '',
    idpCert: (connection.samlIdpCertificates ?? []).map(
      (c) => `-----BEGIN CERTIFICATE-----\n${c}\n-----END CERTIFICATE-----`,
    ),
    wantAssertionsSigned: true,
    // Most providers sign the assertion only (Microsoft Entra ID's default): the assertion's
    // signature is the one required; a signed response is checked too when present.
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: connection.samlAllowIdpInitiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_SECONDS * 1000,
    cacheProvider: requestStore(options.db, connection.organizationId),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    generateUniqueId: () => options.requestId ?? newRequestId(),
  });
};
