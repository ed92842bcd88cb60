import type SCIMMY from 'scimmy';
import { roleFromGroups } from '@rampart/domain';
import {
  countMembershipsOf,
  countOwners,
  deleteMembership,
  deleteScimUser,
  deleteSessions,
  findMembership,
  findScimPerson,
  findUserByEmail,
  insertMembership,
  insertScimUser,
  insertUser,
  newId,
  recordAudit,
  scimGroupNamesOf,
  updateMembershipRole,
  updateScimUser,
  updateUser,
  type ScimPerson,
} from '@rampart/db';
import { emailDomainOf } from '../single-sign-on/sso-policy.ts';
import { scimError, scimNotFound, type ScimContext } from './scim-context.ts';

const MAX_NAME = 200;
const MAX_EMAIL = 254;
const MAX_EXTERNAL_ID = 200;

type UserInstance = SCIMMY.Schemas.User;

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

/** A User as sent: the email is the userName (Okta, Entra and Google all send it so). */
const personInput = (ctx: ScimContext, instance: UserInstance): PersonInput => {
  const userName = text(instance.userName, MAX_EMAIL, 'userName')?.toLowerCase() ?? null;
  if (!userName) throw scimError(400, 'invalidValue', 'userName: required');
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
  const name = instance.name as { givenName?: unknown; familyName?: unknown; formatted?: unknown };
  const givenName = text(name?.givenName, MAX_NAME, 'name.givenName');
  const familyName = text(name?.familyName, MAX_NAME, 'name.familyName');
  const whole =
    text(instance.displayName, MAX_NAME, 'displayName') ??
    text(name?.formatted, MAX_NAME, 'name.formatted') ??
    ([givenName, familyName].filter(Boolean).join(' ').slice(0, MAX_NAME) || null);
  return {
    userName,
    name: whole,
    givenName,
    familyName,
    externalId: text(instance.externalId, MAX_EXTERNAL_ID, 'externalId'),
    // Absent means active (RFC 7643 §4.1.1 leaves it to the service provider).
    active: instance.active !== false,
  };
};

/** The role groups give: owners are never changed by a provider. */
const roleFor = async (ctx: ScimContext, scimUserId: string): Promise<string> =>
  roleFromGroups(
    await scimGroupNamesOf(ctx.tx, ctx.organizationId, scimUserId),
    ctx.settings.roleMappings,
  ) ?? ctx.settings.defaultRole;

const audit = (
  ctx: ScimContext,
  action: Parameters<typeof recordAudit>[1]['action'],
  userId: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) =>
  recordAudit(ctx.tx, {
    organizationId: ctx.organizationId,
    actorId: null,
    action,
    entityType: 'member',
    entityId: userId,
    before: change.before,
    after: { ...change.after, through: 'SCIM provisioning' },
    requestId: ctx.requestId,
  });

/** Makes the person a member again (or for the first time), with the role their groups give. */
const admit = async (
  ctx: ScimContext,
  person: Pick<ScimPerson, 'id' | 'userId'>,
  joined: boolean,
) => {
  const role = await roleFor(ctx, person.id);
  await insertMembership(ctx.tx, {
    id: newId('mem'),
    organizationId: ctx.organizationId,
    userId: person.userId,
    role,
  });
  await audit(ctx, joined ? 'member.joined' : 'member.reactivated', person.userId, {
    after: { role },
  });
  ctx.touched.add(person.userId);
};

/**
 * A leaver: the membership ends, every session of the person ends (their open sockets close
 * with them, in every process, once the transaction commits), and an account the provider made
 * is turned off when no other organisation holds it. The last owner is refused.
 */
const dismiss = async (
  ctx: ScimContext,
  person: Pick<ScimPerson, 'userId' | 'accountCreated'>,
  action: 'member.deactivated' | 'member.removed',
) => {
  const membership = await findMembership(ctx.tx, ctx.organizationId, person.userId);
  if (membership) {
    if (membership.role === 'owner' && (await countOwners(ctx.tx, ctx.organizationId)) <= 1) {
      throw scimError(
        400,
        'mutability',
        'active: the organisation’s last owner cannot be deactivated; make another owner first',
      );
    }
    await deleteMembership(ctx.tx, ctx.organizationId, person.userId);
  }
  await deleteSessions(ctx.tx, person.userId);
  if (person.accountCreated && (await countMembershipsOf(ctx.tx, person.userId)) === 0) {
    await updateUser(ctx.tx, person.userId, { isActive: false });
  }
  await audit(ctx, action, person.userId, { before: { role: membership?.role ?? null } });
  ctx.touched.add(person.userId);
};

/** POST /Users: the account with that email joins (or is made), unless already provisioned. */
export const provisionPerson = async (
  ctx: ScimContext,
  instance: UserInstance,
): Promise<string> => {
  const input = personInput(ctx, instance);
  let account = await findUserByEmail(ctx.tx, input.userName);
  const accountCreated = account === null;
  account ??= await insertUser(ctx.tx, {
    id: newId('usr'),
    email: input.userName,
    name: input.name ?? input.userName.slice(0, input.userName.indexOf('@')),
    emailVerified: true,
  });
  if (!accountCreated && input.name && input.name !== account.name) {
    await updateUser(ctx.tx, account.id, { name: input.name });
  }
  const row = await insertScimUser(ctx.tx, {
    id: newId('scu'),
    organizationId: ctx.organizationId,
    userId: account.id,
    userName: input.userName,
    externalId: input.externalId,
    givenName: input.givenName,
    familyName: input.familyName,
    active: input.active,
    accountCreated,
  });
  const membership = await findMembership(ctx.tx, ctx.organizationId, account.id);
  if (input.active && !membership) await admit(ctx, row, true);
  else if (!input.active) await dismiss(ctx, row, 'member.deactivated');
  else if (membership && membership.role !== 'owner' && ctx.settings.roleMappings.length > 0) {
    await syncRole(ctx, row);
  }
  return row.id;
};

/** PUT /Users/:id (and PATCH, which scimmy turns into the whole resource). */
export const replacePerson = async (
  ctx: ScimContext,
  id: string,
  instance: UserInstance,
): Promise<string> => {
  const person = await findScimPerson(ctx.tx, ctx.organizationId, id);
  if (!person) throw scimNotFound('User', id);
  const input = personInput(ctx, instance);
  if (input.userName !== person.email) {
    const other = await findUserByEmail(ctx.tx, input.userName);
    if (other && other.id !== person.userId) {
      throw scimError(409, 'uniqueness', `userName: another account has ${input.userName}`);
    }
    await updateUser(ctx.tx, person.userId, { email: input.userName, emailVerified: true });
    await audit(ctx, 'user.profile_updated', person.userId, {
      before: { email: person.email },
      after: { email: input.userName },
    });
    ctx.touched.add(person.userId);
  }
  if (input.name && input.name !== person.name) {
    await updateUser(ctx.tx, person.userId, { name: input.name });
    ctx.touched.add(person.userId);
  }
  await updateScimUser(ctx.tx, ctx.organizationId, id, {
    userName: input.userName,
    externalId: input.externalId,
    givenName: input.givenName,
    familyName: input.familyName,
    active: input.active,
  });
  if (person.active && !input.active) await dismiss(ctx, person, 'member.deactivated');
  if (!person.active && input.active) {
    if (person.accountCreated) await updateUser(ctx.tx, person.userId, { isActive: true });
    if (!(await findMembership(ctx.tx, ctx.organizationId, person.userId))) {
      await admit(ctx, person, false);
    }
  }
  return id;
};

/** DELETE /Users/:id: the membership ends as for `active: false`, and the record goes. */
export const removePerson = async (ctx: ScimContext, id: string): Promise<void> => {
  const person = await findScimPerson(ctx.tx, ctx.organizationId, id);
  if (!person) throw scimNotFound('User', id);
  await dismiss(ctx, person, 'member.removed');
  await deleteScimUser(ctx.tx, ctx.organizationId, id);
};

/** After a group change: the role the person's groups now give, for an active non-owner. */
export const syncRole = async (
  ctx: ScimContext,
  person: Pick<ScimPerson, 'id' | 'userId' | 'active'>,
): Promise<void> => {
  if (!person.active || ctx.settings.roleMappings.length === 0) return;
  const membership = await findMembership(ctx.tx, ctx.organizationId, person.userId);
  if (!membership || membership.role === 'owner') return;
  const role = await roleFor(ctx, person.id);
  if (role === membership.role) return;
  await updateMembershipRole(ctx.tx, ctx.organizationId, person.userId, role);
  await recordAudit(ctx.tx, {
    organizationId: ctx.organizationId,
    actorId: null,
    action: 'member.role_changed',
    entityType: 'member',
    entityId: person.userId,
    before: { role: membership.role },
    after: { role, through: 'SCIM groups' },
    requestId: ctx.requestId,
  });
  ctx.touched.add(person.userId);
};
