import { roleFromGroups } from '@rampart/domain';
import {
  countMembershipsOf,
  countOwners,
  deleteMembership,
  deleteSessions,
  findMembership,
  findPendingInvitationForEmail,
  findScimPerson,
  findScimRecordByUserName,
  findUserByEmail,
  insertMembership,
  insertScimUser,
  insertUser,
  leaveScimGroups,
  newId,
  recordAudit,
  scimGroupNamesOf,
  setInvitationStatus,
  updateMembershipRole,
  updateScimUser,
  updateUser,
  type ScimPerson,
} from '@rampart/db';
import { endTokensOf } from '../api-tokens/end-tokens-of.ts';
import { scimError, scimNotFound, type ScimContext } from './scim-context.ts';
import { personInput, type UserInstance } from './scim-person-input.ts';

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
 * A leaver: the membership ends with every session of the person (their open sockets close with
 * them, in every process, once the transaction commits), and an account the provider made is
 * turned off when no other organisation holds it. The last owner is refused. Someone who was not
 * a member here (pushed as inactive) keeps their sessions elsewhere.
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
    await endTokensOf(ctx.tx, {
      organizationId: ctx.organizationId,
      userId: person.userId,
      role: null,
      by: null,
    });
  }
  if (membership || person.accountCreated) await deleteSessions(ctx.tx, person.userId);
  if (person.accountCreated && (await countMembershipsOf(ctx.tx, person.userId)) === 0) {
    await updateUser(ctx.tx, person.userId, { isActive: false });
  }
  if (membership) {
    await audit(ctx, action, person.userId, { before: { role: membership.role } });
  }
  ctx.touched.add(person.userId);
};

/** Turns a person on: an account the provider made works again, and they are a member. */
const reinstate = async (
  ctx: ScimContext,
  person: Pick<ScimPerson, 'id' | 'userId' | 'accountCreated'>,
  joined: boolean,
) => {
  if (person.accountCreated) await updateUser(ctx.tx, person.userId, { isActive: true });
  if (!(await findMembership(ctx.tx, ctx.organizationId, person.userId))) {
    await admit(ctx, person, joined);
  }
};

/**
 * POST /Users. A userName the provider deleted before is the same record again. Otherwise the
 * account with that email joins if the organisation vouched for it (a member already, or
 * invited): an account made elsewhere is never taken over (as single sign-on, decision 034), and
 * only an account the provider made has its name and email kept by the provider.
 */
export const provisionPerson = async (
  ctx: ScimContext,
  instance: UserInstance,
): Promise<string> => {
  const input = personInput(ctx, instance);
  const record = await findScimRecordByUserName(ctx.tx, ctx.organizationId, input.userName);
  if (record && !record.removedAt) {
    throw scimError(409, 'uniqueness', `userName: ${input.userName} is provisioned already`);
  }
  if (record) {
    await updateScimUser(ctx.tx, ctx.organizationId, record.id, {
      externalId: input.externalId,
      givenName: input.givenName,
      familyName: input.familyName,
      active: input.active,
      removedAt: null,
    });
    if (input.active) await reinstate(ctx, record, true);
    return record.id;
  }
  let account = await findUserByEmail(ctx.tx, input.userName);
  const membership = account ? await findMembership(ctx.tx, ctx.organizationId, account.id) : null;
  if (account && !membership) {
    const invitation = await findPendingInvitationForEmail(
      ctx.tx,
      ctx.organizationId,
      input.userName,
    );
    if (!invitation || invitation.expiresAt.getTime() <= Date.now()) {
      throw scimError(
        409,
        'uniqueness',
        `userName: an account with ${input.userName} exists outside this organisation; invite it, then provision it`,
      );
    }
    await setInvitationStatus(ctx.tx, ctx.organizationId, invitation.id, 'accepted');
  }
  const accountCreated = account === null;
  account ??= await insertUser(ctx.tx, {
    id: newId('usr'),
    email: input.userName,
    name: input.name ?? input.userName.slice(0, input.userName.indexOf('@')),
    emailVerified: true,
  });
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
  if (input.active && !membership) await admit(ctx, row, true);
  else if (!input.active) await dismiss(ctx, row, 'member.deactivated');
  else if (membership && membership.role !== 'owner') await syncRole(ctx, row);
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
  const input = personInput(ctx, instance, person);
  // Only an account the provider made follows the provider's name and email.
  if (person.accountCreated && input.userName !== person.email) {
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
  if (person.accountCreated && input.name && input.name !== person.name) {
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
  if (!person.active && input.active) await reinstate(ctx, person, false);
  return id;
};

/**
 * DELETE /Users/:id: the membership ends as for `active: false`; the record stays, hidden, so
 * single sign-on keeps refusing the person until the provider pushes them again.
 */
export const removePerson = async (ctx: ScimContext, id: string): Promise<void> => {
  const person = await findScimPerson(ctx.tx, ctx.organizationId, id);
  if (!person) throw scimNotFound('User', id);
  await dismiss(ctx, person, 'member.removed');
  await leaveScimGroups(ctx.tx, ctx.organizationId, id);
  await updateScimUser(ctx.tx, ctx.organizationId, id, { active: false, removedAt: new Date() });
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
  await endTokensOf(ctx.tx, {
    organizationId: ctx.organizationId,
    userId: person.userId,
    role,
    by: null,
  });
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
