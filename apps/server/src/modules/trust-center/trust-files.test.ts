// The files a trust centre hands out (issue 24): a published certificate or document whose record
// stands and whose owner let anyone download it, byte for byte, each download written down; any
// other file address answers the page's 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as cheerio from 'cheerio';
import { schema } from '@rampart/db';
import { eq } from 'drizzle-orm';
import { call } from '../../testing/calls.ts';
import { TEST_ORIGIN } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { createDocumentAs, postVersion } from '../documents/document-test-kit.ts';
import { evidenceApp, upload } from '../evidence/evidence.fixtures.ts';
import { pdfBytes } from '../evidence/multipart-body.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let owner: SignedIn;
let reviewer: SignedIn;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
  owner = await buildOrg(app);
  reviewer = await buildMember(app, owner, 'admin', 'Rita Reviewer');
});
afterAll(() => env.close());

const send = async (who: SignedIn, method: 'POST' | 'PUT', url: string, body: object) => {
  const res = await app.inject({
    method,
    url,
    payload: body,
    headers: { cookie: who.cookie, origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const visit = (url: string) => app.inject({ method: 'GET', url });

describe('trust centre files', () => {
  it('hands out a public certificate and document exactly, and nothing else', async () => {
    const slug = `files-${process.pid}`;
    await send(owner, 'PUT', '/api/trust-center', {
      slug,
      title: 'Files Co',
      legalName: '',
      overview: '',
      contactEmail: '',
      live: true,
    });
    const bytes = pdfBytes('Certificate of registration');
    const evidence = await upload(app, owner, [
      { name: 'title', value: 'ISO certificate' },
      { name: 'file', fileName: 'iso-27001.pdf', contentType: 'application/pdf', data: bytes },
    ]);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const cert = await send(owner, 'POST', '/api/certifications', {
      name: 'ISO/IEC 27001',
      status: 'held',
      evidenceId: evidence.json().data.id,
    });
    const item = await send(owner, 'PUT', `/api/trust-center/items/certification/${cert.id}`, {
      state: 'published',
      access: 'public',
    });
    expect(item).toMatchObject({
      access: 'public',
      file: { fileName: 'iso-27001.pdf', sizeBytes: bytes.length },
    });

    const page = cheerio.load((await visit(`/trust/${slug}`)).body);
    const href = page('#certifications a.download').attr('href');
    expect(href).toBe(`/trust/${slug}/files/certification/${cert.id}`);
    const file = await visit(href!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="iso-27001\.pdf"/);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    const logged = await env.database.db
      .select()
      .from(schema.trustDownloads)
      .where(eq(schema.trustDownloads.organizationId, owner.user.organizationId));
    expect(logged).toMatchObject([{ kind: 'certification', recordId: cert.id }]);
    const downloads = await call(app, owner, 'GET', '/api/trust-center/downloads');
    expect(downloads.json().data).toMatchObject({
      total: 1,
      items: [{ kind: 'certification', recordId: cert.id, fileName: 'iso-27001.pdf' }],
    });

    // A document: approved by someone other than its author, then published for anyone.
    const doc = await createDocumentAs(app, owner, { title: 'Information security policy' });
    await send(owner, 'POST', `/api/documents/${doc.id}/submit`, {});
    await send(reviewer, 'POST', `/api/documents/${doc.id}/approve`, {});
    await send(owner, 'PUT', `/api/trust-center/items/document/${doc.id}`, {
      state: 'published',
      access: 'public',
    });
    const docPage = cheerio.load((await visit(`/trust/${slug}`)).body);
    expect(docPage('#documents').text()).toContain('Information security policy');
    expect((await visit(`/trust/${slug}/files/document/${doc.id}`)).statusCode).toBe(200);

    // Listed only: no link, and the address is the page's 404.
    await send(owner, 'PUT', `/api/trust-center/items/certification/${cert.id}`, {
      state: 'published',
      access: 'none',
    });
    expect(cheerio.load((await visit(`/trust/${slug}`)).body)('#certifications a').length).toBe(0);
    expect((await visit(href!)).statusCode).toBe(404);
    // A draft, another organisation's record, a made-up kind: the same 404.
    await send(owner, 'PUT', `/api/trust-center/items/document/${doc.id}`, {
      state: 'draft',
      access: 'public',
    });
    expect((await visit(`/trust/${slug}/files/document/${doc.id}`)).statusCode).toBe(404);
    expect((await visit(`/trust/${slug}/files/risk/${doc.id}`)).statusCode).toBe(404);
    const other = await buildOrg(app);
    const theirs = await upload(app, other, [
      { name: 'title', value: 'Theirs' },
      { name: 'file', fileName: 'x.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    expect(
      (await visit(`/trust/${slug}/files/certification/${theirs.json().data.id}`)).statusCode,
    ).toBe(404);
  });

  it('a document that goes back to draft with a new version leaves the page and its file with it', async () => {
    const slug = `docs-${process.pid}`;
    await send(owner, 'PUT', '/api/trust-center', {
      slug,
      title: 'Docs Co',
      legalName: '',
      overview: '',
      contactEmail: '',
      live: true,
    });
    const doc = await createDocumentAs(app, owner, { title: 'Backup procedure' });
    await send(owner, 'POST', `/api/documents/${doc.id}/submit`, {});
    await send(reviewer, 'POST', `/api/documents/${doc.id}/approve`, {});
    await send(owner, 'PUT', `/api/trust-center/items/document/${doc.id}`, {
      state: 'published',
      access: 'public',
    });
    const url = `/trust/${slug}/files/document/${doc.id}`;
    expect((await visit(url)).statusCode).toBe(200);
    // A new version returns it to draft until approved again.
    expect((await postVersion(app, owner, doc.id)).statusCode).toBe(200);
    expect((await visit(url)).statusCode).toBe(404);
    const items = await call(app, owner, 'GET', '/api/trust-center/items?kind=document');
    expect(items.json().data.items[0]).toMatchObject({
      stands: false,
      heldBack: true,
      standing: 'Held back: it is not approved',
    });
  });
});
