import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, storedFiles } from '../evidence/evidence.fixtures.ts';
import { multipartBody, pdfBytes, type Part } from '../evidence/multipart-body.ts';
import { call, createVendor, fieldsOf } from './vendor-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
beforeAll(async () => {
  env = await evidenceApp();
});
afterAll(() => env.close());
const app = () => env.app;

const upload = (who: SignedIn, vendorId: string, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return env.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendorId}/documents`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};
const pdf: Part = {
  name: 'file',
  fileName: 'soc2.pdf',
  contentType: 'application/pdf',
  data: pdfBytes('SOC 2'),
};
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('vendor documents', () => {
  it('stores documents as evidence of the vendor, with expiry flags and timeline entries', async () => {
    const owner = await buildOrg(app());
    const v = await createVendor(app(), owner, { name: 'Docs Co' });
    const soc2 = await upload(owner, v.id, [
      { name: 'title', value: 'SOC 2 Type II report' },
      { name: 'documentType', value: 'SOC2_Report' },
      { name: 'issuedAt', value: day(-300) },
      { name: 'expiresAt', value: day(10) },
      pdf,
    ]);
    expect(soc2.statusCode, soc2.body).toBe(200);
    expect(soc2.json().data).toMatchObject({
      title: 'SOC 2 Type II report',
      documentType: 'soc2_report',
      fileName: 'soc2.pdf',
      contentType: 'application/pdf',
      issuedAt: `${day(-300)}T00:00:00.000Z`,
      expiresAt: `${day(10)}T00:00:00.000Z`,
      expired: false,
      expiringSoon: true,
    });
    const old = await upload(owner, v.id, [
      { name: 'title', value: 'Old ISO certificate' },
      { name: 'documentType', value: 'iso_certificate' },
      { name: 'expiresAt', value: day(-1) },
      pdf,
    ]);
    expect(old.json().data).toMatchObject({ expired: true, expiringSoon: false });
    const dpa = await upload(owner, v.id, [{ name: 'title', value: 'DPA' }, pdf]);
    expect(dpa.json().data).toMatchObject({
      documentType: 'other',
      expiresAt: null,
      expired: false,
      expiringSoon: false,
    });

    const list = (await call(app(), owner, 'GET', `/api/vendors/${v.id}/documents`)).json().data;
    expect(list.items.map((d: { title: string }) => d.title)).toEqual([
      'DPA',
      'Old ISO certificate',
      'SOC 2 Type II report',
    ]);
    // The same file is evidence too, and downloads as evidence does.
    const evidence = await call(app(), owner, 'GET', `/api/evidence/${soc2.json().data.id}`);
    expect(evidence.json().data.title).toBe('SOC 2 Type II report');
    const file = await call(app(), owner, 'GET', soc2.json().data.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes('SOC 2'))).toBe(true);

    const events = (await call(app(), owner, 'GET', `/api/vendors/${v.id}/events`)).json().data;
    expect(events.items.map((e: { kind: string }) => e.kind)).toEqual([
      'document_added',
      'document_added',
      'document_added',
      'created',
    ]);
    expect(events.items.at(-2)).toMatchObject({
      summary: 'SOC 2 Type II report added',
      details: { evidenceId: soc2.json().data.id, documentType: 'soc2_report' },
    });
    const audit = await call(
      app(),
      owner,
      'GET',
      `/api/audit-events?entityType=evidence&entityId=${soc2.json().data.id}`,
    );
    expect(audit.json().data.items[0]).toMatchObject({
      action: 'evidence.uploaded',
      after: { vendorId: v.id, documentType: 'soc2_report' },
    });
  });

  it('names every bad field, and a refused upload leaves no file, row or entry', async () => {
    const owner = await buildOrg(app());
    const v = await createVendor(app(), owner, { name: 'Strict Co' });
    const before = await auditCount(app(), owner);
    const bad = await upload(owner, v.id, [
      { name: 'title', value: ' ' },
      { name: 'documentType', value: 'napkin' },
      { name: 'issuedAt', value: '2026-05-01' },
      { name: 'expiresAt', value: '2026-04-01' },
      pdf,
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['title', 'documentType']));
    const order = await upload(owner, v.id, [
      { name: 'title', value: 'x' },
      { name: 'issuedAt', value: '2026-05-01' },
      { name: 'expiresAt', value: '2026-04-01' },
      pdf,
    ]);
    expect(fieldsOf(order)).toEqual(['expiresAt']);
    expect(fieldsOf(await upload(owner, v.id, [{ name: 'title', value: 'No file' }]))).toEqual([
      'file',
    ]);
    const missing = await upload(owner, 'vnd_nope', [{ name: 'title', value: 'x' }, pdf]);
    expect(missing.statusCode).toBe(404);
    expect(await storedFiles(env.dataDir, owner.user.organizationId)).toEqual({
      stored: [],
      spooled: [],
    });
    expect((await call(app(), owner, 'GET', '/api/evidence')).json().data.total).toBe(0);
    const events = (await call(app(), owner, 'GET', `/api/vendors/${v.id}/events`)).json().data;
    expect(events.total).toBe(1);
    expect(await auditCount(app(), owner)).toBe(before);
  });
});
