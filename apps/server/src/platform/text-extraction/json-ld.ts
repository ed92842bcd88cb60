import type { OrganizationData } from './page-document.ts';
import { squash } from './page-document.ts';

// schema.org JSON-LD: the one place a site states its name, legal name and address as data.

const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'ProfessionalService',
  'NGO',
]);

type Json = unknown;

const text = (v: Json): string | null => {
  if (typeof v === 'string') return squash(v) || null;
  if (Array.isArray(v)) return text(v[0]);
  if (v && typeof v === 'object' && 'name' in v) return text((v as { name: Json }).name);
  return null;
};

const isOrganization = (node: Record<string, Json>): boolean => {
  const types = ([] as Json[]).concat(node['@type'] ?? []);
  return types.some(
    (t) => typeof t === 'string' && (ORGANIZATION_TYPES.has(t) || t.endsWith('Organization')),
  );
};

/** Every object in a JSON-LD value, @graph and nested values included. */
const objects = (
  value: Json,
  out: Record<string, Json>[] = [],
  depth = 0,
): Record<string, Json>[] => {
  if (depth > 6 || value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) objects(v, out, depth + 1);
    return out;
  }
  const node = value as Record<string, Json>;
  out.push(node);
  for (const v of Object.values(node)) objects(v, out, depth + 1);
  return out;
};

/**
 * One line, in the order people write addresses: street, city, region and postcode, country.
 * Without a region, a postcode that starts with a digit goes before the city ("10119 Berlin"),
 * one that starts with a letter after it ("London EC1A 1BB", "Dublin D02 XY45").
 */
export const formatPostalAddress = (address: Json): string | null => {
  if (typeof address === 'string') return squash(address) || null;
  if (Array.isArray(address)) return formatPostalAddress(address[0]);
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, Json>;
  const street = Array.isArray(a.streetAddress)
    ? a.streetAddress.map(text).filter(Boolean).join(', ')
    : text(a.streetAddress);
  const locality = text(a.addressLocality);
  const region = text(a.addressRegion);
  const postal = text(a.postalCode);
  const country = text(a.addressCountry);
  const parts: string[] = street ? [street] : [];
  const add = (part: string | null) => {
    if (part && !parts.join(', ').includes(part)) parts.push(part);
  };
  if (region) {
    add(locality);
    add([region, postal].filter(Boolean).join(' '));
  } else if (postal && locality) {
    add(/^\d/.test(postal) ? `${postal} ${locality}` : `${locality} ${postal}`);
  } else {
    add(locality);
    add(postal);
  }
  add(country);
  return parts.length > 0 ? parts.join(', ') : null;
};

/** The JSON-LD value the address comes from: the one string when there is one, else the object. */
const addressQuote = (address: Json): string => {
  if (typeof address === 'string') return address;
  const values = Object.entries(address as Record<string, Json>)
    .filter(([k, v]) => !k.startsWith('@') && typeof v === 'string')
    .map(([, v]) => v as string);
  return values.length === 1 ? values[0]! : JSON.stringify(address);
};

/** The Organizations described by a page's JSON-LD scripts; invalid JSON is skipped. */
export const readOrganizations = (scripts: string[]): OrganizationData[] => {
  const found: OrganizationData[] = [];
  for (const source of scripts) {
    let parsed: Json;
    try {
      parsed = JSON.parse(source);
    } catch {
      continue;
    }
    for (const node of objects(parsed)) {
      if (!isOrganization(node)) continue;
      const address = formatPostalAddress(node.address);
      found.push({
        name: text(node.name),
        legalName: text(node.legalName),
        address,
        addressQuote: address === null ? null : addressQuote(node.address),
      });
    }
  }
  return found;
};
