import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg } from '../../testing/factories.ts';
import { call, createVendor } from './vendor-test-kit.ts';

// Adding a vendor whose site is already registered (same registrable domain, any case, with or
// without www.) warns with the vendor to open instead, and adds only when the caller confirms.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('a vendor whose site is already registered', () => {
  it.each([
    'https://acme-dup.example',
    'https://www.Acme-Dup.example/',
    'https://app.acme-dup.example/login',
    'HTTP://ACME-DUP.EXAMPLE/about',
  ])('%s: a 409 naming the registered vendor, nothing added', async (website) => {
    const owner = await buildOrg(app);
    const first = await createVendor(app, owner, {
      name: 'Acme Dup',
      website: 'https://www.acme-dup.example',
    });
    const audits = await auditCount(app, owner);
    const res = await call(app, owner, 'POST', '/api/vendors', { name: 'Acme Again', website });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'A vendor with this site is already registered: Acme Dup',
      details: [
        {
          field: 'website',
          message: 'Already registered: Acme Dup',
          vendorId: first.id,
          vendorName: 'Acme Dup',
          website: 'https://www.acme-dup.example',
        },
      ],
    });
    const list = (await call(app, owner, 'GET', '/api/vendors')).json().data;
    expect(list.items.map((v: { name: string }) => v.name)).toEqual(['Acme Dup']);
    expect(await auditCount(app, owner)).toBe(audits);
  });

  it('adds it when the caller confirms', async () => {
    const owner = await buildOrg(app);
    await createVendor(app, owner, { name: 'Globex', website: 'https://globex-dup.example' });
    const again = await call(app, owner, 'POST', '/api/vendors', {
      name: 'Globex Payments',
      website: 'https://pay.globex-dup.example',
      allowDuplicate: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.name).toBe('Globex Payments');
  });

  it.each([
    ['another domain', 'https://acme-dup-cloud.example'],
    ['another country domain', 'https://acme-dup.co.uk'],
    ['no website', ''],
  ])('adds a vendor on %s', async (_case, website) => {
    const owner = await buildOrg(app);
    await createVendor(app, owner, { name: 'Acme Dup', website: 'https://acme-dup.example' });
    await createVendor(app, owner, { name: 'Plain Co', website: '' });
    const res = await call(app, owner, 'POST', '/api/vendors', { name: 'Other Co', website });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("does not see another organisation's vendors", async () => {
    const mine = await buildOrg(app);
    const theirs = await buildOrg(app);
    await createVendor(app, theirs, { name: 'Initech', website: 'https://initech-dup.example' });
    const res = await call(app, mine, 'POST', '/api/vendors', {
      name: 'Initech',
      website: 'https://initech-dup.example',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
