import SCIMMY from 'scimmy';
import {
  findScimSettings,
  listOrganizationDomains,
  lockOrganization,
  type Db,
  type ScimSettingsRow,
} from '@rampart/db';
import type { SessionCache } from '../../auth/session-cache.ts';
import { scimError, type ScimContext } from './scim-context.ts';
import { SCIM_MAX_RESULTS } from './scim-resources.ts';

export const SCIM_RESOURCES = { Users: SCIMMY.Resources.User, Groups: SCIMMY.Resources.Group };
export type ScimResourceName = keyof typeof SCIM_RESOURCES;

export type ScimQuery = {
  filter?: string;
  startIndex?: number;
  count?: number;
  attributes?: string;
  excludedAttributes?: string;
};

export type ScimOperation =
  | { kind: 'read'; resource: ScimResourceName; id?: string; query: ScimQuery }
  | { kind: 'create'; resource: ScimResourceName; body: unknown }
  | { kind: 'replace'; resource: ScimResourceName; id: string; body: unknown }
  | { kind: 'patch'; resource: ScimResourceName; id: string; body: unknown }
  | { kind: 'delete'; resource: ScimResourceName; id: string };

/** What the route sends back: a SCIM message (or nothing, 204) with its status. */
export type ScimResult = { status: number; body: unknown };

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false };

/** What Rampart keeps of each resource: a PATCH of anything else changes nothing here. */
const KEPT: Record<ScimResourceName, ReadonlySet<string>> = {
  Users: new Set(['username', 'name', 'displayname', 'externalid', 'active', 'emails']),
  Groups: new Set(['displayname', 'externalid', 'members']),
};
const CORE_SCHEMA = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

/** The attribute a PATCH path starts at: `name.givenName` → name, `members[value eq "x"]` → members. */
const rootOf = (path: string) =>
  (path.replace(CORE_SCHEMA, '').split(/[.[]/, 1)[0] ?? '').trim().toLowerCase();

/**
 * A PATCH as identity providers send it, made fit for scimmy. Microsoft Entra ID sends `active`
 * as the text "True" or "False" (RFC 7643 says boolean): those two spellings become booleans.
 * Operations on attributes Rampart does not keep (phone numbers, addresses, the enterprise
 * extension's manager...) are dropped: scimmy would refuse a filtered path to a value that is not
 * there, and with it a deactivation sent in the same request. Anything else goes to scimmy as
 * sent, to be checked there.
 */
export const normalisePatch = (body: unknown, resource: ScimResourceName): unknown => {
  if (typeof body !== 'object' || body === null || !('Operations' in body)) return body;
  const operations = (body as { Operations: unknown }).Operations;
  if (!Array.isArray(operations)) return body;
  const asBoolean = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() in BOOLEAN_TEXT
      ? BOOLEAN_TEXT[value.toLowerCase()]
      : value;
  return {
    ...body,
    Operations: operations.flatMap((operation: unknown) => {
      if (typeof operation !== 'object' || operation === null) return [operation];
      const { path, value } = operation as { path?: unknown; value?: unknown };
      if (typeof path === 'string') {
        const root = rootOf(path);
        if (!KEPT[resource].has(root)) return [];
        return [root === 'active' ? { ...operation, value: asBoolean(value) } : operation];
      }
      if (path === undefined && typeof value === 'object' && value !== null && 'active' in value) {
        return [{ ...operation, value: { ...value, active: asBoolean(value.active) } }];
      }
      return [operation];
    }),
  };
};

const listConstraints = (query: ScimQuery) => ({
  ...(query.filter !== undefined ? { filter: query.filter } : {}),
  ...(query.attributes !== undefined ? { attributes: query.attributes } : {}),
  ...(query.excludedAttributes !== undefined
    ? { excludedAttributes: query.excludedAttributes }
    : {}),
  startIndex: Math.max(1, query.startIndex ?? 1),
  count: Math.min(SCIM_MAX_RESULTS, Math.max(0, query.count ?? SCIM_MAX_RESULTS)),
});

/** Every comparison but `pr` (present) and `np` needs a value: scimmy reads `userName eq` as one. */
const comparisonsComplete = (expression: unknown): boolean => {
  if (Array.isArray(expression)) {
    if (typeof expression[0] === 'string') {
      const [operator, ...values] = expression as unknown[];
      return operator === 'pr' || operator === 'np' || values.length > 0;
    }
    return expression.every(comparisonsComplete);
  }
  if (typeof expression === 'object' && expression !== null) {
    return Object.values(expression).every(comparisonsComplete);
  }
  return true;
};

/** A filter scimmy cannot parse is the client's mistake: a 400 invalidFilter naming it. */
const resourceFor = (operation: ScimOperation): SCIMMY.Types.Resource<SCIMMY.Types.Schema> => {
  const Resource = SCIM_RESOURCES[operation.resource] as unknown as new (
    ...args: unknown[]
  ) => SCIMMY.Types.Resource<SCIMMY.Types.Schema>;
  if (operation.kind === 'create') return new Resource();
  if (operation.kind !== 'read') return new Resource(operation.id);
  try {
    const constraints = listConstraints(operation.query);
    const resource = operation.id
      ? new Resource(operation.id, constraints)
      : new Resource(constraints);
    if (!comparisonsComplete(resource.filter ? [...resource.filter] : [])) {
      throw scimError(400, 'invalidFilter', 'filter: a comparison has no value');
    }
    return resource;
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) throw error;
    throw scimError(
      400,
      'invalidFilter',
      `filter: ${error instanceof Error ? error.message : 'cannot be read'}`,
    );
  }
};

/**
 * One SCIM request of an organisation's identity provider, in one transaction (writes hold the
 * organisation's lock, so concurrent provisioning cannot remove the last owner or race a name).
 * People whose access changed are dropped from every process's session cache after commit,
 * which closes their collaboration sockets too.
 */
export const runScim = async ({
  db,
  sessionCache,
  settings,
  requestId,
  operation,
}: {
  db: Db;
  sessionCache: SessionCache;
  settings: ScimSettingsRow;
  requestId: string;
  operation: ScimOperation;
}): Promise<ScimResult> => {
  const touched = new Set<string>();
  const result = await db.transaction(async (tx) => {
    if (operation.kind !== 'read') await lockOrganization(tx, settings.organizationId);
    // As they are now: a request that waited for the lock may find the token rotated or the
    // roles changed meanwhile.
    const current = await findScimSettings(tx, settings.organizationId);
    if (current?.tokenHash !== settings.tokenHash) {
      throw Object.assign(scimError(401, null, 'The SCIM token was rotated or removed'), {
        wwwAuthenticate: 'Bearer realm="SCIM"',
      });
    }
    const domains = await listOrganizationDomains(tx, settings.organizationId);
    const ctx: ScimContext = {
      tx,
      organizationId: settings.organizationId,
      settings: current,
      requestId,
      verifiedDomains: new Set(domains.filter((d) => d.verifiedAt).map((d) => d.domain)),
      touched,
    };
    try {
      return await perform(operation, ctx);
    } catch (error) {
      if (ctx.fault) throw ctx.fault;
      // scimmy checks a message's shape with TypeErrors (an operation that is not an object, a
      // value of the wrong kind): what the client sent, never a fault of ours (those are kept).
      if (error instanceof TypeError) throw scimError(400, 'invalidSyntax', error.message);
      throw error;
    }
  });
  for (const userId of touched) await sessionCache.invalidateUser(userId);
  return result;
};

const perform = async (operation: ScimOperation, ctx: ScimContext): Promise<ScimResult> => {
  const resource = resourceFor(operation);
  switch (operation.kind) {
    case 'read':
      return { status: 200, body: await resource.read(ctx) };
    case 'create':
      return { status: 201, body: await resource.write(operation.body, ctx) };
    case 'replace':
      return { status: 200, body: await resource.write(operation.body, ctx) };
    case 'patch': {
      const patched = await resource.patch(
        normalisePatch(operation.body, operation.resource) as never,
        ctx,
      );
      // Nothing changed: the resource as it is (Okta and Entra both read the body).
      return { status: 200, body: patched ?? (await resource.read(ctx)) };
    }
    case 'delete':
      await resource.dispose(ctx);
      return { status: 204, body: null };
  }
};
