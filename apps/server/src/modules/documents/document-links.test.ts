import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, fieldsOf } from '../../testing/calls.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, insertControl } from '../evidence/evidence.fixtures.ts';
import { createDocumentAs } from './document-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let control: string;
let vendor: string;
let theirControl: string;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  control = await insertControl(env.database, owner.user.organizationId);
  theirControl = await insertControl(env.database, stranger.user.organizationId);
  vendor = (await call(app, owner, 'POST', '/api/vendors', { name: 'Cloud Co' })).json().data.id;
});
afterAll(() => env.close());

const ISO_REQUIREMENT = 'ISO27001:2022-A.5.1';

describe('what a document supports', () => {
  it('links controls, requirements of visible frameworks and vendors, and shows their names', async () => {
    const doc = await createDocumentAs(app, owner, { title: 'Supplier policy', vendorId: vendor });
    expect(doc.links).toEqual([{ type: 'vendor', id: vendor, label: 'Cloud Co', detail: null }]);
    const res = await call(app, owner, 'PUT', `/api/documents/${doc.id}/links`, {
      controlIds: [control, control],
      requirementIds: [ISO_REQUIREMENT],
      vendorIds: [vendor],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.links).toEqual([
      { type: 'control', id: control, label: 'MFA', detail: null },
      expect.objectContaining({
        type: 'requirement',
        id: ISO_REQUIREMENT,
        detail: expect.any(String),
      }),
      { type: 'vendor', id: vendor, label: 'Cloud Co', detail: null },
    ]);
    const list = (await call(app, owner, 'GET', '/api/documents?source=document')).json().data;
    expect(list.items[0].linkCount).toBe(3);
    // Lists not sent are emptied.
    const cleared = await call(app, owner, 'PUT', `/api/documents/${doc.id}/links`, {
      vendorIds: [],
    });
    expect(cleared.json().data.links).toEqual([]);
  });

  it('refuses ids of another organisation or unknown ones, naming the field, changing nothing', async () => {
    const doc = await createDocumentAs(app, owner, { title: 'Guarded', controlId: control });
    const before = await auditCount(app, owner);
    for (const [body, field] of [
      [{ controlIds: [theirControl] }, 'controlIds'],
      [{ requirementIds: ['NOPE:1'] }, 'requirementIds'],
      [{ vendorIds: ['vnd_nope'] }, 'vendorIds'],
    ] as const) {
      const res = await call(app, owner, 'PUT', `/api/documents/${doc.id}/links`, body);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
    const detail = (await call(app, owner, 'GET', `/api/documents/${doc.id}`)).json().data;
    expect(detail.links.map((l: { id: string }) => l.id)).toEqual([control]);
    expect(await auditCount(app, owner)).toBe(before);
    const theirs = await call(app, stranger, 'PUT', `/api/documents/${doc.id}/links`, {});
    expect(theirs.statusCode).toBe(404);
  });
});
