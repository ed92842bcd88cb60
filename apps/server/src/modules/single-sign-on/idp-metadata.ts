// An identity provider's SAML metadata, read for what Rampart needs of it: its entity ID, where
// its sign-in (HTTP-Redirect binding) is, and the certificates it signs with. @xmldom/xmldom
// resolves no external entity and fetches nothing.
import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** Larger than any provider's metadata for one entity, small enough to parse at once. */
export const MAX_METADATA_BYTES = 1_000_000;

export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

/** Metadata Rampart cannot use, with the reason in words. */
export class MetadataUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MetadataUnreadable';
  }
}

const children = (parent: Element, ns: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(ns, name));

export const readIdpMetadata = (xml: string): IdpMetadata => {
  if (Buffer.byteLength(xml) > MAX_METADATA_BYTES) {
    throw new MetadataUnreadable('The metadata is larger than 1 MB.');
  }
  let broken: string | null = null;
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message) => {
        broken ??= String(message);
      },
      fatalError: (message) => {
        broken ??= String(message);
      },
    },
  }).parseFromString(xml, 'text/xml');
  if (broken || !doc?.documentElement) {
    throw new MetadataUnreadable('This is not XML metadata (it does not parse).');
  }
  const root = doc.documentElement;
  const entities =
    root.localName === 'EntityDescriptor' && root.namespaceURI === MD
      ? [root]
      : children(root, MD, 'EntityDescriptor');
  for (const entity of entities) {
    const idp = children(entity, MD, 'IDPSSODescriptor')[0];
    if (!idp) continue;
    const entityId = entity.getAttribute('entityID')?.trim() ?? '';
    if (!entityId) throw new MetadataUnreadable('The metadata names no entity ID.');
    const sso = children(idp, MD, 'SingleSignOnService').find(
      (s) => s.getAttribute('Binding') === REDIRECT,
    );
    const ssoUrl = sso?.getAttribute('Location')?.trim() ?? '';
    if (!/^https?:\/\/\S+$/i.test(ssoUrl)) {
      throw new MetadataUnreadable(
        'The metadata has no sign-in address for the HTTP-Redirect binding.',
      );
    }
    const certificates = children(idp, MD, 'KeyDescriptor')
      .filter((k) => !k.getAttribute('use') || k.getAttribute('use') === 'signing')
      .flatMap((k) => children(k, DS, 'X509Certificate'))
      .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
      .filter((c) => /^[A-Za-z0-9+/]+=*$/.test(c));
    for (const certificate of certificates) {
      try {
        new X509Certificate(Buffer.from(certificate, 'base64'));
      } catch {
        throw new MetadataUnreadable('A signing certificate in the metadata does not parse.');
      }
    }
    if (certificates.length === 0) {
      throw new MetadataUnreadable('The metadata has no signing certificate.');
    }
    return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
  }
  throw new MetadataUnreadable('The metadata describes no SAML identity provider.');
};
