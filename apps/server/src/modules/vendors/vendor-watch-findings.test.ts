import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { FINDING_DUE_DAYS } from '@rampart/domain';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { page, serveRoutes, type Served } from './extraction/extraction-test-kit.ts';
import { multipartBody, pdfBytes } from '../evidence/multipart-body.ts';
import { call, createVendor } from './vendor-test-kit.ts';
import { sweepVendorWatches } from './watch-vendors.ts';

// Findings a background check raises name their source (check, page, time), an owner (the
// vendor's owner, else the organisation's first owner) and a due date by severity; an
// offboarded vendor is not watched and gets none.

type Site = { subprocessors: string[]; soc2: boolean };
const routes = (state: Site) => ({
  '/': () => ({
    body: page(
      `<main><h1>Acme Ledger</h1><p>Accounting software.</p></main>
       <footer><a href="/security">Security</a> <a href="/subprocessors">Subprocessors</a></footer>`,
      '<title>Acme Ledger</title>',
    ),
  }),
  '/security': () => ({
    body: page(
      `<h1>Security</h1><p>${state.soc2 ? 'Our SOC 2 Type II report is available on request.' : 'We encrypt data.'}</p>`,
    ),
  }),
  '/subprocessors': () => ({
    body: page(
      `<h1>Subprocessors</h1><table><thead><tr><th>Name</th><th>Purpose</th><th>Location</th></tr></thead><tbody>${state.subprocessors
        .map((n) => `<tr><td>${n}</td><td>Hosting</td><td>Ireland</td></tr>`)
        .join('')}</tbody></table>`,
    ),
  }),
});

type FindingOut = {
  id: string;
  title: string;
  description: string;
  severity: keyof typeof FINDING_DUE_DAYS;
  ownerUserId: string | null;
  dueDate: string | null;
  createdAt: string;
};

const DAY_MS = 86_400_000;
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

const setUp = async (site: Served) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampart-watch-'));
  const app = await buildApp({
    config: testConfig({
      FETCH_ALLOW_PRIVATE_HOSTS: site.host,
      FETCH_TIMEOUT_MS: '5000',
      DATA_DIR: dataDir,
    }),
    database: await testDatabase(),
    mailer: null,
  });
  cleanup.push(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return app;
};

const findingsOf = async (app: FastifyInstance, who: SignedIn, vendorId: string) =>
  (await call(app, who, 'GET', `/api/findings?vendorId=${vendorId}&limit=100`)).json().data
    .items as FindingOut[];

const eventKinds = async (app: FastifyInstance, who: SignedIn, vendorId: string) =>
  (await call(app, who, 'GET', `/api/vendors/${vendorId}/events?limit=100`))
    .json()
    .data.items.map((e: { kind: string }) => e.kind) as string[];

const makeDue = async (vendorIds: string[]) => {
  const { db } = await testDatabase();
  for (const id of vendorIds)
    await db
      .update(schema.vendors)
      .set({ nextWatchAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(schema.vendors.id, id));
};

const expectDueBySeverity = (f: FindingOut) => {
  expect(f.dueDate, f.title).not.toBeNull();
  const days = (new Date(f.dueDate!).getTime() - new Date(f.createdAt).getTime()) / DAY_MS;
  expect(days, f.title).toBe(FINDING_DUE_DAYS[f.severity]);
};

describe('findings raised by the site watch', () => {
  it('name the check, page and time, an owner and a due date; offboarded vendors get none', async () => {
    const state: Site = { subprocessors: ['Amazon Web Services'], soc2: true };
    const site = await serveRoutes(routes(state));
    const app = await setUp(site);
    const owner = await buildOrg(app);
    const manager = await buildMember(app, owner, 'risk_manager', 'Vera Vendor-Owner');
    const owned = await createVendor(app, owner, {
      name: 'Owned Co',
      website: site.origin,
      ownerUserId: manager.user.id,
    });
    const unowned = await createVendor(app, owner, {
      name: 'Unowned Co',
      website: site.origin,
      allowDuplicate: true,
    });
    const gone = await createVendor(app, owner, {
      name: 'Gone Co',
      website: site.origin,
      allowDuplicate: true,
    });
    // The first reading of each: the baseline the next one is compared with.
    for (const v of [owned, unowned, gone])
      expect((await call(app, owner, 'POST', `/api/vendors/${v.id}/refresh`, {})).statusCode).toBe(
        200,
      );
    await app.jobs.drain();
    const offboard = await call(app, owner, 'PATCH', `/api/vendors/${gone.id}`, {
      status: 'offboarded',
    });
    expect(offboard.statusCode, offboard.body).toBe(200);

    // The site changes: a new subprocessor, SOC 2 no longer claimed. All three are due.
    state.subprocessors = ['Amazon Web Services', 'Tracker Analytics Inc'];
    state.soc2 = false;
    await makeDue([owned.id, unowned.id, gone.id]);
    const { db } = await testDatabase();
    const before = new Date();
    await sweepVendorWatches(db, new Date());
    await app.jobs.drain();

    for (const [v, expectedOwner] of [
      [owned, manager.user.id],
      [unowned, owner.user.id],
    ] as const) {
      const found = await findingsOf(app, owner, v.id);
      const added = found.find((f) => f.title === 'New subprocessor: Tracker Analytics Inc');
      const lost = found.find((f) => f.title === 'SOC 2 no longer claimed');
      expect(added, v.name).toBeDefined();
      expect(lost, v.name).toBeDefined();
      expect(added!.description).toMatch(
        new RegExp(
          `Raised by the scheduled site check of ${site.origin}/subprocessors on \\w{3} \\d{1,2}, \\d{4}, \\d{2}:\\d{2} UTC\\.$`,
        ),
      );
      expect(lost!.description).toContain(
        `Raised by the scheduled site check of ${site.origin}/security on`,
      );
      for (const f of [added!, lost!]) {
        expect(f.ownerUserId).toBe(expectedOwner);
        expectDueBySeverity(f);
        expect(new Date(f.createdAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      }
    }

    // The offboarded vendor was not read again and raised nothing.
    expect((await eventKinds(app, owner, gone.id)).filter((k) => k === 'fetched')).toHaveLength(1);
    expect(await findingsOf(app, owner, gone.id)).toEqual([]);
    // Read by hand, its changes are on its timeline, still without a finding.
    expect((await call(app, owner, 'POST', `/api/vendors/${gone.id}/refresh`, {})).statusCode).toBe(
      200,
    );
    await app.jobs.drain();
    expect(await eventKinds(app, owner, gone.id)).toEqual(
      expect.arrayContaining(['subprocessor_added', 'certification_removed']),
    );
    expect(await eventKinds(app, owner, gone.id)).not.toContain('finding_opened');
    expect(await findingsOf(app, owner, gone.id)).toEqual([]);
  }, 90_000);

  it('reports an expired document with its source, owner and due date, except for an offboarded vendor', async () => {
    const site = await serveRoutes({});
    const app = await setUp(site);
    const owner = await buildOrg(app);
    const active = await createVendor(app, owner, { name: 'Active Docs Co' });
    const gone = await createVendor(app, owner, {
      name: 'Offboarded Docs Co',
      status: 'offboarded',
    });
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    for (const v of [active, gone]) {
      const { payload, headers } = multipartBody([
        { name: 'title', value: 'SOC 2 report 2025' },
        { name: 'documentType', value: 'soc2_report' },
        { name: 'expiresAt', value: yesterday },
        {
          name: 'file',
          fileName: 'soc2.pdf',
          contentType: 'application/pdf',
          data: pdfBytes('SOC 2'),
        },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/vendors/${v.id}/documents`,
        payload,
        headers: { ...headers, cookie: owner.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { db } = await testDatabase();
    await sweepVendorWatches(db, new Date());
    const [expired] = await findingsOf(app, owner, active.id);
    expect(expired!.title).toBe('Vendor document expired: SOC 2 report 2025');
    expect(expired!.description).toMatch(/Raised by the document expiry check on \w{3} \d/);
    expect(expired!.ownerUserId).toBe(owner.user.id);
    expectDueBySeverity(expired!);
    expect(await findingsOf(app, owner, gone.id)).toEqual([]);
    expect(await eventKinds(app, owner, gone.id)).not.toContain('document_expired');
  }, 60_000);
});
