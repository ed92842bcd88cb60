import type { RouteEntry } from '../../platform/routes/route-entries.ts';

/**
 * The name and description of the MCP tool of a REST route, made from its method and path so a
 * new route is named the day it is added (decision 041): `GET /api/risks` is `risks_list`,
 * `GET /api/risks/:id` `risks_get`, `POST /api/documents/:id/submit` `documents_submit`.
 */

type Verb = 'list' | 'get' | 'create' | 'update' | 'set' | 'delete' | null;

const isParam = (segment: string) => segment.startsWith(':');

/** The path's words: its fixed segments after /api, in snake case ("current" says nothing). */
const pathWords = (url: string): string[] =>
  url
    .split('/')
    .slice(2)
    .filter((s) => s && !isParam(s) && s !== 'current')
    .map((s) => s.replace(/[^a-zA-Z0-9]+/g, '_').toLowerCase());

/** A GET answering many records (a page or an array), as opposed to one. */
const answersMany = (route: RouteEntry): boolean => {
  const shape = (route.response as { shape?: Record<string, unknown> } | undefined)?.shape;
  const data = shape?.data as { type?: string; _zod?: { def?: { type?: string; shape?: object } } };
  const type = data?._zod?.def?.type;
  if (type === 'array') return true;
  const fields = (data?._zod?.def?.shape ?? {}) as Record<string, unknown>;
  return type === 'object' && 'items' in fields;
};

/** A path whose last fixed word is itself the action (bulk-delete, submit, import). */
const endsInAction = (words: string[]) => /^bulk_/.test(words[words.length - 1] ?? '');

const verbOf = (route: RouteEntry, siblings: ReadonlySet<string>): Verb => {
  const segments = route.url.split('/').filter(Boolean);
  const lastIsParam = isParam(segments[segments.length - 1] ?? '');
  const words = pathWords(route.url);
  switch (route.method) {
    case 'GET':
      // A file to download is named by what it is (risks_export, evidence_download).
      if (!lastIsParam && /^(export|download)$/.test(words[words.length - 1] ?? '')) return null;
      return lastIsParam || !answersMany(route) ? 'get' : 'list';
    case 'POST':
      // Adding to a collection the same path lists; otherwise the path names the action.
      return lastIsParam || siblings.has(`GET ${route.url}`) ? 'create' : null;
    case 'PATCH':
      return endsInAction(words) ? null : 'update';
    case 'PUT':
      return 'set';
    case 'DELETE':
      return endsInAction(words) ? null : 'delete';
    default:
      return null;
  }
};

/** Tool names are at most 64 characters of [a-z0-9_] (the MCP and model APIs' limit). */
export const MAX_TOOL_NAME = 64;

export const toolName = (route: RouteEntry, siblings: ReadonlySet<string>): string => {
  const verb = verbOf(route, siblings);
  return [...pathWords(route.url), ...(verb ? [verb] : [])].join('_').slice(0, MAX_TOOL_NAME);
};

const VERB_WORDS: Record<Exclude<Verb, null>, string> = {
  list: 'Lists',
  get: 'Reads',
  create: 'Creates',
  update: 'Updates',
  set: 'Sets',
  delete: 'Deletes',
};

/** What the tool does, in words an agent reads: the action, the REST route, the permission. */
export const toolDescription = (
  route: RouteEntry,
  siblings: ReadonlySet<string>,
  permissions: readonly string[],
): string => {
  const verb = verbOf(route, siblings);
  const words = pathWords(route.url).join(' ').replace(/_/g, ' ');
  const action = verb ? `${VERB_WORDS[verb]} ${words}` : words[0]!.toUpperCase() + words.slice(1);
  const params = route.url
    .split('/')
    .filter(isParam)
    .map((p) => p.slice(1));
  return [
    `${action}.`,
    `Same as ${route.method} ${route.url} of the REST API (one call, same checks).`,
    params.length ? `Path: ${params.join(', ')} (record ids).` : '',
    permissions.length ? `Needs ${permissions.join(' or ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
};
