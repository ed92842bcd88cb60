import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';

let app: FastifyInstance;
let owner: SignedIn;
let stranger: SignedIn;
let auditor: SignedIn;
let member: SignedIn;
let controlId: string;

const REQ = `/api/frameworks/ISO27001/requirements/${encodeURIComponent('ISO27001:2022-A.5.15')}`;
let libraryId: string;

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app);
  stranger = await buildOrg(app);
  auditor = await buildMember(app, owner, 'auditor');
  member = await buildMember(app, owner, 'member');
  const adopted = await app.inject({
    method: 'POST',
    url: '/api/frameworks/ISO27001/recommended/adopt',
    headers: { cookie: owner.cookie },
  });
  controlId = adopted.json().data.created[0].controlId;
  libraryId = adopted.json().data.created[0].libraryControlId;
  await app.inject({
    method: 'PUT',
    url: `${REQ}/applicability`,
    payload: { applicable: false, reason: 'Ours' },
    headers: { cookie: owner.cookie },
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Route = { method: Method; url: string; payload?: object; write?: boolean };
const routes = (): Route[] => [
  { method: 'GET', url: '/api/frameworks' },
  { method: 'GET', url: '/api/frameworks/ISO27001' },
  { method: 'GET', url: REQ },
  { method: 'GET', url: '/api/frameworks/ISO27001/recommended' },
  { method: 'GET', url: '/api/frameworks/ISO27001/gaps' },
  { method: 'GET', url: '/api/frameworks/ISO27001/gaps/export?format=xlsx' },
  { method: 'GET', url: '/api/library/controls' },
  { method: 'GET', url: `/api/library/controls/${libraryId}` },
  { method: 'PUT', url: '/api/frameworks/GDPR/selection', write: true },
  { method: 'DELETE', url: '/api/frameworks/ISO27001/selection', write: true },
  { method: 'DELETE', url: '/api/frameworks/ISO27001', write: true },
  {
    method: 'PUT',
    url: `${REQ}/applicability`,
    payload: { applicable: true },
    write: true,
  },
  { method: 'POST', url: `${REQ}/controls`, payload: { controlId }, write: true },
  {
    method: 'DELETE',
    url: `/api/frameworks/ISO27001/requirements/${encodeURIComponent('ISO27001:2022-A.5.18')}/controls/${controlId}`,
    write: true,
  },
  { method: 'POST', url: '/api/frameworks/GDPR/recommended/adopt', write: true },
  {
    method: 'POST',
    url: '/api/library/controls/adopt',
    payload: { libraryControlIds: [libraryId] },
    write: true,
  },
];
const as = (who: SignedIn | null, r: Route) =>
  app.inject({
    method: r.method,
    url: r.url,
    payload: r.payload,
    headers: who ? { cookie: who.cookie } : {},
  });

/** The owner's view: tracked frameworks, adopted controls and the declaration, unchanged. */
const ownerState = async () => {
  const list = (await as(owner, { method: 'GET', url: '/api/frameworks' })).json().data;
  const controls = (await as(owner, { method: 'GET', url: '/api/controls?limit=200' })).json().data;
  const req = (await as(owner, { method: 'GET', url: REQ })).json().data;
  return {
    tracked: list.items
      .filter((f: { selected: boolean }) => f.selected)
      .map((f: { id: string }) => f.id),
    controls: controls.total,
    applicability: req.requirement.applicability,
    audit: await auditCount(app, owner),
  };
};

describe('frameworks and library: outsiders', () => {
  it('anonymous callers get 401 on every route', async () => {
    const before = await ownerState();
    for (const r of routes()) {
      expect((await as(null, r)).statusCode, `${r.method} ${r.url}`).toBe(401);
    }
    expect(await ownerState()).toEqual(before);
  });

  it('another organisation sees only its own state and cannot use our controls', async () => {
    const before = await ownerState();
    const theirs = (await as(stranger, { method: 'GET', url: '/api/frameworks' })).json().data;
    expect(theirs.items.every((f: { selected: boolean }) => !f.selected)).toBe(true);
    const req = (await as(stranger, { method: 'GET', url: REQ })).json().data;
    expect(req.requirement.applicability).toBeNull();
    expect(req.requirement.controls).toEqual([]);
    const map = await as(stranger, {
      method: 'POST',
      url: `${REQ}/controls`,
      payload: { controlId },
    });
    expect(map.statusCode).toBe(400);
    const unmap = await as(stranger, {
      method: 'DELETE',
      url: `/api/frameworks/ISO27001/requirements/${encodeURIComponent('ISO27001:2022-A.5.18')}/controls/${controlId}`,
    });
    expect(unmap.statusCode).toBe(404);
    const lib = (
      await as(stranger, { method: 'GET', url: `/api/library/controls/${libraryId}` })
    ).json().data;
    expect(lib.adoptedControlId).toBeNull();
    expect(await ownerState()).toEqual(before);
  });

  it('an auditor and a member read but get 403 on every write', async () => {
    const before = await ownerState();
    for (const who of [auditor, member]) {
      const fw = (await as(who, { method: 'GET', url: '/api/frameworks/ISO27001' })).json().data;
      expect(fw.framework.abilities).toEqual({ update: false, delete: false });
      for (const r of routes().filter((x) => x.write)) {
        expect((await as(who, r)).statusCode, `${r.method} ${r.url}`).toBe(403);
      }
    }
    expect(await ownerState()).toEqual(before);
  });
});
