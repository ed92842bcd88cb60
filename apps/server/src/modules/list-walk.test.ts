import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT_MAX } from '@rampart/contracts';
import { routeTableApp } from '../testing/route-table.ts';
import { encodeText, fillPath } from '../testing/route-table-request.ts';
import { paramSources } from '../testing/route-table-params.ts';
import { buildTenant, type Tenant } from '../testing/route-table-tenant.ts';

/**
 * One list shape on every list route (issue 23 point 4), read from the published OpenAPI: every
 * GET whose answer holds `items` answers `{ items, total, nextCursor }`, takes `limit` and
 * `cursor`, and walked one item at a time reaches its end with every item once; a GET answering
 * a bare array is a failure. A new list route is walked here the day it is added.
 */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  $ref?: string;
};
type Operation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

/** List routes that cannot be walked by a signed-in member, with the reason. */
const NOT_WALKED: Record<string, string> = {
  '/api/shared-links/{token}/comments':
    'Read with an edit link’s token, not a session: walked in the questionnaire sharing tests.',
};

/** GETs whose answer holds `items` that are not lists of records, with the reason. */
const NOT_LISTS: Record<string, string> = {
  '/api/ai/insights':
    'One analysis: its items are the insights of one computation (a dozen at most), kept whole.',
};

const env = await routeTableApp();
const { app } = env;
let tenant: Tenant;
beforeAll(async () => {
  tenant = await buildTenant(app, 'Walker');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/** The `data` of a 200 answer, with a nullable wrapper taken off. */
const dataOf = (operation: Operation): JsonSchema | undefined => {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  const data = schema?.properties?.data;
  return data?.anyOf?.find((s) => s.type !== 'null') ?? data;
};

const getOperations = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/'))
  .flatMap(([path, item]) => (item.get ? [{ path, operation: item.get }] : []));

const lists = getOperations.filter(({ path, operation }) => {
  if (NOT_LISTS[path]) return false;
  const data = dataOf(operation);
  return data?.type === 'array' || data?.properties?.items?.type === 'array';
});

/** The OpenAPI path with the tenant's records in it (`{id}` → the risk's id). */
const pathOf = (path: string) => {
  const fastifyUrl = path.replace(/\{(\w+)\}/g, ':$1');
  const encoded: Record<string, string> = {};
  for (const p of paramSources(fastifyUrl))
    encoded[p.name] = encodeText(p.source.value(tenant.ids));
  return fillPath(fastifyUrl, encoded);
};

/** An item's id where it has one, else its whole text. */
const keyOf = (item: unknown): string =>
  item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
    ? (item as { id: string }).id
    : JSON.stringify(item);

describe('every list route of the OpenAPI', () => {
  it('finds the list routes', () => {
    expect(lists.length).toBeGreaterThan(50);
    for (const path of Object.keys(NOT_WALKED)) {
      expect(lists.map((l) => l.path)).toContain(path);
    }
    for (const path of Object.keys(NOT_LISTS)) {
      expect(getOperations.map((l) => l.path)).toContain(path);
    }
  });

  it.each(lists.map((l) => [l.path, l.operation] as const))(
    '%s answers one list shape and takes limit and cursor',
    (_path, operation) => {
      const data = dataOf(operation)!;
      expect(data.type, 'a bare array: answer { items, total, nextCursor }').toBe('object');
      expect(Object.keys(data.properties ?? {})).toEqual(
        expect.arrayContaining(['items', 'total', 'nextCursor']),
      );
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      expect(query.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'cursor']));
    },
  );

  it.each(lists.filter((l) => !NOT_WALKED[l.path]).map((l) => [l.path] as const))(
    '%s walks to its end one item at a time',
    async (path) => {
      const url = pathOf(path);
      const get = async (query: string) => {
        const separator = url.includes('?') ? '&' : '?';
        const res = await app.inject({
          method: 'GET',
          url: `${url}${separator}${query}`,
          headers: { cookie: tenant.owner.cookie },
        });
        expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(200);
        return res.json().data as { items: unknown[]; total: number; nextCursor: string | null };
      };
      const whole = await get(`limit=${LIST_LIMIT_MAX}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await get(`limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(1);
        expect(page.total).toBe(whole.total);
        seen.push(...page.items.map(keyOf));
        cursor = page.nextCursor;
        pages += 1;
        expect(pages, 'nextCursor never ends').toBeLessThanOrEqual(whole.total + 1);
      } while (cursor);
      expect(seen).toHaveLength(whole.total);
      expect(new Set(seen).size).toBe(seen.length);
      if (whole.total <= LIST_LIMIT_MAX) {
        expect(whole.nextCursor).toBeNull();
        expect(whole.items).toHaveLength(whole.total);
      }

      const separator = url.includes('?') ? '&' : '?';
      const badCursor = await app.inject({
        method: 'GET',
        url: `${url}${separator}cursor=not-a-cursor`,
        headers: { cookie: tenant.owner.cookie },
      });
      expect(badCursor.statusCode, 'a cursor no list gave').toBe(400);
      expect(JSON.stringify(badCursor.json().error.details)).toContain('cursor');
      for (const limit of ['0', String(LIST_LIMIT_MAX + 1), 'many']) {
        const bad = await app.inject({
          method: 'GET',
          url: `${url}${separator}limit=${limit}`,
          headers: { cookie: tenant.owner.cookie },
        });
        expect(bad.statusCode, `limit=${limit}`).toBe(400);
        expect(JSON.stringify(bad.json().error.details)).toContain('limit');
      }
    },
  );
});
