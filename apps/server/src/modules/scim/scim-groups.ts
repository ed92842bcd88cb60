import type SCIMMY from 'scimmy';
import {
  deleteScimGroup,
  insertScimGroup,
  listScimGroups,
  listScimPeople,
  newId,
  changeScimGroupMembers,
  updateScimGroup,
} from '@rampart/db';
import { scimError, scimNotFound, type ScimContext } from './scim-context.ts';
import { syncRole } from './scim-people.ts';

const MAX_NAME = 200;

type GroupInstance = SCIMMY.Schemas.Group;

const groupInput = async (ctx: ScimContext, instance: GroupInstance) => {
  const displayName = typeof instance.displayName === 'string' ? instance.displayName.trim() : '';
  if (!displayName) throw scimError(400, 'invalidValue', 'displayName: required');
  if (displayName.length > MAX_NAME) {
    throw scimError(400, 'invalidValue', `displayName: at most ${MAX_NAME} characters`);
  }
  const externalId =
    typeof instance.externalId === 'string'
      ? instance.externalId.trim().slice(0, 200) || null
      : null;
  // The request body's size (1 MiB) bounds the members sent at once.
  const members = (Array.isArray(instance.members) ? instance.members : []) as {
    value?: unknown;
  }[];
  const ids = [...new Set(members.map((m) => (typeof m.value === 'string' ? m.value : '')))];
  const known = new Set(
    ids.length === 0
      ? []
      : (await listScimPeople(ctx.tx, ctx.organizationId, { ids })).map((p) => p.id),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw scimError(400, 'invalidValue', `members: no provisioned user ${unknown || '(empty)'}`);
  }
  return { displayName, externalId, memberIds: ids };
};

/** Everyone whose groups changed gets the role their groups now give. */
const syncRoles = async (ctx: ScimContext, scimUserIds: Iterable<string>) => {
  const ids = [...new Set(scimUserIds)];
  if (ids.length === 0) return;
  for (const person of await listScimPeople(ctx.tx, ctx.organizationId, { ids })) {
    await syncRole(ctx, person);
  }
};

export const createGroup = async (ctx: ScimContext, instance: GroupInstance): Promise<string> => {
  const input = await groupInput(ctx, instance);
  const existing = await listScimGroups(ctx.tx, ctx.organizationId, {
    displayName: input.displayName,
  });
  if (existing.length > 0) {
    throw scimError(409, 'uniqueness', `displayName: a group ${input.displayName} exists`);
  }
  const group = await insertScimGroup(ctx.tx, {
    id: newId('scg'),
    organizationId: ctx.organizationId,
    displayName: input.displayName,
    externalId: input.externalId,
  });
  await changeScimGroupMembers(ctx.tx, ctx.organizationId, group.id, {
    add: input.memberIds,
    remove: [],
  });
  await syncRoles(ctx, input.memberIds);
  return group.id;
};

export const replaceGroup = async (
  ctx: ScimContext,
  id: string,
  instance: GroupInstance,
): Promise<string> => {
  const [group] = await listScimGroups(ctx.tx, ctx.organizationId, { ids: [id] });
  if (!group) throw scimNotFound('Group', id);
  const input = await groupInput(ctx, instance);
  if (input.displayName.toLowerCase() !== group.displayName.toLowerCase()) {
    const taken = await listScimGroups(ctx.tx, ctx.organizationId, {
      displayName: input.displayName,
    });
    if (taken.length > 0) {
      throw scimError(409, 'uniqueness', `displayName: a group ${input.displayName} exists`);
    }
  }
  await updateScimGroup(ctx.tx, ctx.organizationId, id, {
    displayName: input.displayName,
    externalId: input.externalId,
  });
  const before = new Set(group.members.map((m) => m.id));
  const after = new Set(input.memberIds);
  const add = input.memberIds.filter((m) => !before.has(m));
  const remove = [...before].filter((m) => !after.has(m));
  await changeScimGroupMembers(ctx.tx, ctx.organizationId, id, { add, remove });
  // Only the people whose groups changed; a renamed group may map to another role, so then all.
  const renamed = input.displayName !== group.displayName;
  await syncRoles(ctx, renamed ? [...before, ...after] : [...add, ...remove]);
  return id;
};

export const removeGroup = async (ctx: ScimContext, id: string): Promise<void> => {
  const [group] = await listScimGroups(ctx.tx, ctx.organizationId, { ids: [id] });
  if (!group) throw scimNotFound('Group', id);
  await deleteScimGroup(ctx.tx, ctx.organizationId, id);
  await syncRoles(
    ctx,
    group.members.map((m) => m.id),
  );
};
