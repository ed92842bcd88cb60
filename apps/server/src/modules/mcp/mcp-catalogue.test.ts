import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { callableRoutes, routeName, routeTableApp } from '../../testing/route-table.ts';
import { buildToolCatalogue, MAX_TOOL_NAME, tokenRoute } from './tool-catalogue.ts';

const env = await routeTableApp();
afterAll(() => env.close());
const routes = callableRoutes(env.routes);
const catalogue = buildToolCatalogue(routes);

/**
 * The routes an API token may call that have no MCP tool. A new one fails this test until it is
 * added here; the catalogue says why (tool-catalogue.ts, withoutTool).
 */
const WITHOUT_TOOL = [
  'POST /api/evidence',
  'POST /api/documents',
  'POST /api/documents/:id/versions',
  'POST /api/vendors/:id/documents',
  'PUT /api/trust-center/logo',
  'POST /api/questionnaires/incoming/preview',
  'POST /api/questionnaires/incoming',
  'POST /api/risks/import',
  'POST /api/controls/import',
  'POST /api/rcsa/matrix/import',
  'POST /api/vendors/import',
  'POST /api/questionnaires/import',
  'POST /api/ai/conversations/:id/messages',
  'POST /api/ai/controls/generate',
];

describe('the MCP tool catalogue', () => {
  it('has a tool for every route an API token may call, or a listed reason', () => {
    const toolRoutes = new Set(catalogue.tools.map((t) => routeName(t.route)));
    const missing = routes
      .filter(tokenRoute)
      .map(routeName)
      .filter((name) => !toolRoutes.has(name));
    expect(missing.sort()).toEqual([...WITHOUT_TOOL].sort());
    for (const { reason } of catalogue.without) expect(reason.length).toBeGreaterThan(20);
    expect(catalogue.tools.length).toBeGreaterThan(200);
  });

  it('names every tool once, in the characters and length MCP clients accept', () => {
    const names = catalogue.tools.map((t) => t.name);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
    for (const name of names) expect(name).toMatch(new RegExp(`^[a-z0-9_]{1,${MAX_TOOL_NAME}}$`));
  });

  it('describes input and output with valid JSON Schema objects', () => {
    const ajv = new Ajv2020({ strict: false });
    for (const tool of catalogue.tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      if (tool.outputSchema) {
        expect(tool.outputSchema.type, tool.name).toBe('object');
        expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow();
      }
      // Path parameters are always required: a tool call without one names no record.
      for (const key of tool.paramKeys) {
        expect(tool.inputSchema.required as string[], `${tool.name} ${key}`).toContain(key);
      }
    }
  });

  it('marks reads, deletions and the tools that read the open web', () => {
    const tool = (name: string) => catalogue.byName.get(name)!;
    expect(tool('risks_list').annotations).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(tool('risks_get').route.url).toBe('/api/risks/:id');
    expect(tool('risks_create').annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
    });
    expect(tool('risks_delete').annotations.destructiveHint).toBe(true);
    expect(tool('risks_bulk_delete').annotations.destructiveHint).toBe(true);
    // Actions that cannot be taken back are destructive; a test event only adds.
    expect(tool('assessments_sign_off').annotations.destructiveHint).toBe(true);
    expect(tool('webhooks_endpoints_rotate_secret').annotations.destructiveHint).toBe(true);
    expect(tool('webhooks_endpoints_test').annotations.destructiveHint).toBe(false);
    expect(tool('vendors_extract').annotations.openWorldHint).toBe(true);
  });
});
