import SCIMMY from 'scimmy';
import { SCIM_BASE_PATH } from '@rampart/contracts';
import {
  findScimPerson,
  listScimGroups,
  listScimPeople,
  scimGroupsOfPeople,
  type ScimGroupWithMembers,
  type ScimPerson,
} from '@rampart/db';
import { guarded, scimError, scimNotFound, type ScimContext } from './scim-context.ts';
import { createGroup, removeGroup, replaceGroup } from './scim-groups.ts';
import { provisionPerson, removePerson, replacePerson } from './scim-people.ts';

/** Largest page a list answers (ServiceProviderConfig says so, RFC 7644 §3.4.2.4). */
export const SCIM_MAX_RESULTS = 200;

const meta = (row: { createdAt: Date; updatedAt: Date }) => ({
  created: row.createdAt,
  lastModified: row.updatedAt,
});

/** A provisioned person as a SCIM User (RFC 7643 §4.1); name and email come from the account. */
const userResource = (person: ScimPerson, groups: { id: string; displayName: string }[]) => ({
  id: person.id,
  ...(person.externalId ? { externalId: person.externalId } : {}),
  userName: person.userName,
  displayName: person.name,
  name: {
    formatted: person.name,
    ...(person.givenName ? { givenName: person.givenName } : {}),
    ...(person.familyName ? { familyName: person.familyName } : {}),
  },
  emails: [{ value: person.email, type: 'work', primary: true }],
  active: person.active,
  groups: groups.map((g) => ({
    value: g.id,
    display: g.displayName,
    $ref: `${SCIM_BASE_PATH}/Groups/${g.id}`,
  })),
  meta: meta(person),
});

const groupResource = (group: ScimGroupWithMembers) => ({
  id: group.id,
  ...(group.externalId ? { externalId: group.externalId } : {}),
  displayName: group.displayName,
  members: group.members.map((m) => ({
    value: m.id,
    display: m.userName,
    $ref: `${SCIM_BASE_PATH}/Users/${m.id}`,
  })),
  meta: meta(group),
});

/**
 * The one equality a provider sends to find a resource before making it (`userName eq "…"`,
 * `displayName eq "…"`, `externalId eq "…"`), answered by the database; any other filter is
 * evaluated by scimmy over the organisation's resources.
 */
const equality = (
  filter: SCIMMY.Types.Filter | undefined,
  attributes: readonly string[],
): { attribute: string; value: string } | null => {
  if (!filter || filter.length !== 1) return null;
  const entries = Object.entries(filter[0] as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [key, comparison] = entries[0]!;
  const attribute = attributes.find((a) => a.toLowerCase() === key.toLowerCase());
  if (!attribute || !Array.isArray(comparison)) return null;
  const [operator, value] = comparison as unknown[];
  return operator === 'eq' && typeof value === 'string' ? { attribute, value } : null;
};

/**
 * A filter the indexed equality does not answer, evaluated over the resources. scimmy throws a
 * TypeError when a filter names a sub-attribute a resource lacks: the client's mistake, a 400.
 */
const matching = <T>(filter: SCIMMY.Types.Filter, resources: T[]): T[] => {
  try {
    return filter.match(resources) as T[];
  } catch (error) {
    throw scimError(
      400,
      'invalidFilter',
      `filter: ${error instanceof Error ? error.message : 'cannot be applied'}`,
    );
  }
};

const withGroups = async (ctx: ScimContext, people: ScimPerson[]) => {
  const groups = await scimGroupsOfPeople(
    ctx.tx,
    ctx.organizationId,
    people.map((p) => p.id),
  );
  return people.map((p) => userResource(p, groups.get(p.id) ?? []));
};

const readPerson = async (ctx: ScimContext, id: string) => {
  const person = await findScimPerson(ctx.tx, ctx.organizationId, id);
  if (!person) throw scimNotFound('User', id);
  return (await withGroups(ctx, [person]))[0]!;
};

const readPeople = async (resource: SCIMMY.Resources.User, ctx: ScimContext) => {
  if (resource.id) return readPerson(ctx, resource.id);
  const eq = equality(resource.filter, ['userName', 'externalId']);
  const people = await listScimPeople(
    ctx.tx,
    ctx.organizationId,
    eq?.attribute === 'userName'
      ? { userName: eq.value.toLowerCase() } // userName is not case-exact (RFC 7643 §4.1.1)
      : eq
        ? { externalId: eq.value }
        : undefined,
  );
  const resources = await withGroups(ctx, people);
  return eq || !resource.filter ? resources : matching(resource.filter, resources);
};

const readGroup = async (ctx: ScimContext, id: string) => {
  const [group] = await listScimGroups(ctx.tx, ctx.organizationId, { ids: [id] });
  if (!group) throw scimNotFound('Group', id);
  return groupResource(group);
};

const readGroups = async (resource: SCIMMY.Resources.Group, ctx: ScimContext) => {
  if (resource.id) return readGroup(ctx, resource.id);
  const eq = equality(resource.filter, ['displayName', 'externalId']);
  const groups = await listScimGroups(
    ctx.tx,
    ctx.organizationId,
    eq?.attribute === 'displayName'
      ? { displayName: eq.value }
      : eq
        ? { externalId: eq.value }
        : undefined,
  );
  const resources = groups.map(groupResource);
  return eq || !resource.filter ? resources : matching(resource.filter, resources);
};

let declared = false;

/**
 * Tells scimmy (whose resources are process-wide) what Rampart supports and how each resource
 * is read and written: every handler works inside the request's transaction, on its
 * organisation, from the context the route passes.
 */
export const declareScimResources = (): void => {
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    documentationUri: 'https://github.com/rampart/rampart#scim-provisioning',
    patch: { supported: true },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    bulk: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    changePassword: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'The organisation’s SCIM token, made in Organization settings → Provisioning',
        primary: true,
      },
    ],
  });
  const { User, Group } = SCIMMY.Resources;
  User.basepath(SCIM_BASE_PATH);
  Group.basepath(SCIM_BASE_PATH);
  // Entra and Okta send enterprise attributes when mapped; accepted and not kept.
  User.extend(SCIMMY.Schemas.EnterpriseUser, false);
  User.egress((resource, ctx: ScimContext) => guarded(ctx, () => readPeople(resource, ctx)));
  User.ingress((resource, instance, ctx: ScimContext) =>
    guarded(ctx, async () => {
      const id = resource.id
        ? await replacePerson(ctx, resource.id, instance)
        : await provisionPerson(ctx, instance);
      return readPerson(ctx, id);
    }),
  );
  User.degress((resource, ctx: ScimContext) =>
    guarded(ctx, () => removePerson(ctx, String(resource.id))),
  );
  Group.egress((resource, ctx: ScimContext) => guarded(ctx, () => readGroups(resource, ctx)));
  Group.ingress((resource, instance, ctx: ScimContext) =>
    guarded(ctx, async () => {
      const id = resource.id
        ? await replaceGroup(ctx, resource.id, instance)
        : await createGroup(ctx, instance);
      return readGroup(ctx, id);
    }),
  );
  Group.degress((resource, ctx: ScimContext) =>
    guarded(ctx, () => removeGroup(ctx, String(resource.id))),
  );
  SCIMMY.Resources.declare(User);
  SCIMMY.Resources.declare(Group);
  SCIMMY.Resources.ResourceType.basepath(SCIM_BASE_PATH);
  SCIMMY.Resources.Schema.basepath(SCIM_BASE_PATH);
  SCIMMY.Resources.ServiceProviderConfig.basepath(SCIM_BASE_PATH);
};
