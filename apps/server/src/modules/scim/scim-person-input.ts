import type SCIMMY from 'scimmy';
import type { ScimPerson } from '@rampart/db';
import { emailDomainOf } from '../single-sign-on/sso-policy.ts';
import { scimError, type ScimContext } from './scim-context.ts';

const MAX_NAME = 200;
const MAX_EMAIL = 254;
const MAX_EXTERNAL_ID = 200;

export type UserInstance = SCIMMY.Schemas.User;

/** What Rampart keeps of a SCIM User sent to it, checked. */
type PersonInput = {
  userName: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  active: boolean;
};

const text = (value: unknown, max: number, attribute: string): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw scimError(400, 'invalidValue', `${attribute}: expected text`);
  const trimmed = value.trim();
  if (trimmed.length > max) {
    throw scimError(400, 'invalidValue', `${attribute}: at most ${max} characters`);
  }
  return trimmed || null;
};

/**
 * A User as sent: the email is the userName (Okta, Entra and Google all send it so). `before` is
 * the record a PUT or PATCH replaces: its domain was checked when it was made, so only a new
 * userName is checked again (a leaver's `active: false` never fails on it), a missing `active`
 * keeps the stored one, and the name follows whichever part the provider changed.
 */
export const personInput = (
  ctx: ScimContext,
  instance: UserInstance,
  before?: ScimPerson,
): PersonInput => {
  const userName = text(instance.userName, MAX_EMAIL, 'userName')?.toLowerCase() ?? null;
  if (!userName) throw scimError(400, 'invalidValue', 'userName: required');
  if (userName !== before?.userName) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(userName)) {
      throw scimError(400, 'invalidValue', 'userName: must be the person’s email address');
    }
    const domain = emailDomainOf(userName);
    if (!ctx.verifiedDomains.has(domain)) {
      throw scimError(
        400,
        'invalidValue',
        `userName: ${domain} is not a verified domain of this organisation (Organization settings → Email domains)`,
      );
    }
  }
  const name = (
    typeof instance.name === 'object' && instance.name !== null ? instance.name : {}
  ) as { givenName?: unknown; familyName?: unknown; formatted?: unknown };
  const givenName = text(name.givenName, MAX_NAME, 'name.givenName');
  const familyName = text(name.familyName, MAX_NAME, 'name.familyName');
  const display = text(instance.displayName, MAX_NAME, 'displayName');
  const formatted = text(name.formatted, MAX_NAME, 'name.formatted');
  const parts = [givenName, familyName].filter(Boolean).join(' ').slice(0, MAX_NAME) || null;
  let whole: string | null;
  if (!before) whole = display ?? formatted ?? parts;
  else if (display !== null && display !== before.name) whole = display;
  else if (formatted !== null && formatted !== before.name) whole = formatted;
  else if (givenName !== before.givenName || familyName !== before.familyName) whole = parts;
  else whole = null;
  return {
    userName,
    name: whole,
    givenName,
    familyName,
    externalId: text(instance.externalId, MAX_EXTERNAL_ID, 'externalId'),
    // Absent means active when made (RFC 7643 §4.1.1 leaves it to the service provider).
    active: typeof instance.active === 'boolean' ? instance.active : (before?.active ?? true),
  };
};
