import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  saveOidcConnectionBodySchema,
  saveSamlConnectionBodySchema,
  SSO_PROTOCOLS,
  type SaveOidcConnectionBody,
  type SaveSamlConnectionBody,
  type SsoSettings,
} from '@rampart/contracts';
import type { SsoSave } from '../api/single-sign-on.ts';

export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** The form holds both protocols' settings; the one chosen is sent. */
export type SsoFormValues = Omit<SaveOidcConnectionBody, 'clientSecret'> &
  Omit<SaveSamlConnectionBody, 'emailAttribute' | 'metadataXml' | 'metadataUrl'> & {
    clientSecret: string;
    metadataXml: string;
    metadataUrl: string;
    emailAttribute: string;
  };

export const protocolSettings = (protocol: SsoProtocol, v: SsoFormValues): SsoSave => {
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

/** The protocol chosen decides which settings are checked (and which route keeps them). */
export const ssoResolver =
  (protocol: SsoProtocol): Resolver<SsoFormValues> =>
  async (values, context, options) => {
    const schema =
      protocol === 'saml' ? saveSamlConnectionBodySchema : saveOidcConnectionBodySchema;
    // What will be sent is what is checked (an empty metadata URL is left out, not refused).
    const sent = protocolSettings(protocol, values).body as never;
    const { errors } = await zodResolver(schema)(sent, context, options as never);
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<SsoFormValues> }
      : { values, errors: {} };
  };

export const ssoFormDefaults = (connection: SsoSettings['connection']): SsoFormValues => {
  const saml = connection?.saml ?? null;
  return {
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
  };
};
