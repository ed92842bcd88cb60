import type { FastifyInstance } from 'fastify';
import {
  ProtocolError,
  ProtocolErrorCode,
  type ListResourceTemplatesResult,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/server';
import { injectAs, MAX_RESULT_CHARS, type ToolCaller } from './run-tool.ts';

/**
 * The catalogues an agent reads as resources (decision 041): the control library and each
 * framework with its requirements. Each is read through its REST route, as the caller.
 */
const LIBRARY = 'rampart://library/controls';
const FRAMEWORK = /^rampart:\/\/frameworks\/([A-Za-z0-9_-]{1,64})$/;
const LIBRARY_CONTROL = /^rampart:\/\/library\/controls\/([A-Za-z0-9_.-]{1,64})$/;
const JSON_TYPE = 'application/json';
/** The library read whole is bounded too; past it the resource says where to page on. */
const MAX_RESOURCE_CHARS = 4 * MAX_RESULT_CHARS;

export const RESOURCE_TEMPLATES: ListResourceTemplatesResult['resourceTemplates'] = [
  {
    uriTemplate: 'rampart://frameworks/{id}',
    name: 'framework',
    title: 'A framework with its requirements and status',
    mimeType: JSON_TYPE,
  },
  {
    uriTemplate: 'rampart://library/controls/{id}',
    name: 'library-control',
    title: 'A control of the library, with the frameworks it meets',
    mimeType: JSON_TYPE,
  },
];

type Envelope<T> = { success: boolean; data?: T };

const getJson = async <T>(app: FastifyInstance, caller: ToolCaller, url: string) => {
  const res = await injectAs(app, caller, 'GET', url);
  const body = JSON.parse(res.body) as Envelope<T> & { error?: { message?: string } };
  return res.statusCode === 200 && body.success ? { data: body.data as T } : { error: body.error };
};

export const listResources = async (
  app: FastifyInstance,
  caller: ToolCaller,
): Promise<Resource[]> => {
  const resources: Resource[] = [];
  const library = await getJson(app, caller, '/api/library/controls?limit=1');
  if ('data' in library) {
    resources.push({
      uri: LIBRARY,
      name: 'control-library',
      title: 'Control library',
      description: 'Every control of Rampart’s library, with the frameworks each one meets.',
      mimeType: JSON_TYPE,
    });
  }
  // Every framework the caller sees, page after page.
  let cursor: string | null = null;
  do {
    const frameworks: {
      data?: { items: { id: string; name: string; version?: string }[]; nextCursor: string | null };
    } = await getJson(
      app,
      caller,
      `/api/frameworks?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    for (const f of frameworks.data?.items ?? []) {
      resources.push({
        uri: `rampart://frameworks/${f.id}`,
        name: `framework-${f.id}`,
        title: f.version ? `${f.name} ${f.version}` : f.name,
        mimeType: JSON_TYPE,
      });
    }
    cursor = frameworks.data?.nextCursor ?? null;
  } while (cursor);
  return resources;
};

const refused = (uri: string, error?: { message?: string }) =>
  new ProtocolError(
    ProtocolErrorCode.InvalidParams,
    `${uri}: ${error?.message ?? 'not found'}`.slice(0, 300),
  );

const asContents = (uri: string, value: unknown): ReadResourceResult => {
  const text = JSON.stringify(value);
  if (text.length > MAX_RESOURCE_CHARS) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `${uri} is ${Math.ceil(text.length / 1024)} KB, more than a resource holds: read it with its tools, a page at a time.`,
    );
  }
  return { contents: [{ uri, mimeType: JSON_TYPE, text }] };
};

const readLibrary = async (app: FastifyInstance, caller: ToolCaller) => {
  const items: unknown[] = [];
  let cursor: string | null = null;
  let size = 0;
  do {
    const page: { data?: { items: unknown[]; nextCursor: string | null }; error?: object } =
      await getJson(
        app,
        caller,
        `/api/library/controls?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
    if (!page.data) throw refused(LIBRARY, page.error);
    for (const item of page.data.items) {
      size += JSON.stringify(item).length;
      if (size > MAX_RESOURCE_CHARS) {
        return { items, more: 'The library goes on: page it with the library_controls_list tool.' };
      }
      items.push(item);
    }
    cursor = page.data.nextCursor;
  } while (cursor);
  return { items };
};

export const readResource = async (
  app: FastifyInstance,
  uri: string,
  caller: ToolCaller,
): Promise<ReadResourceResult> => {
  if (uri === LIBRARY) return asContents(uri, await readLibrary(app, caller));
  const [, framework] = FRAMEWORK.exec(uri) ?? [];
  const [, control] = LIBRARY_CONTROL.exec(uri) ?? [];
  const url = framework
    ? `/api/frameworks/${framework}`
    : control
      ? `/api/library/controls/${encodeURIComponent(control)}`
      : null;
  if (!url) throw refused(uri, { message: 'no such resource' });
  const found = await getJson(app, caller, url);
  if (!('data' in found)) throw refused(uri, found.error);
  return asContents(uri, found.data);
};
