// Helpers of the trust centre's access tests (issue 24 point 4): two apps over one database and
// one file folder (one without mail, where people are made without an email verification step;
// one with a recording mailer, which takes visitors' requests), a live trust centre with a
// restricted document and certificate, and a visitor's side of the public forms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { recordingMailer, testConfig, type RecordingMailer } from '../../../testing/app.ts';
import { call } from '../../../testing/calls.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { createDocumentAs, pdfPart } from '../../documents/document-test-kit.ts';
import { upload } from '../../evidence/evidence.fixtures.ts';

export type AccessTestEnv = {
  /** Without a mailer: people are made here; its pages take no requests. */
  app: FastifyInstance;
  /** With the recording mailer: visitors' requests, the team's decisions, the mail. */
  mailApp: FastifyInstance;
  mailer: RecordingMailer;
  database: Database;
  close: () => Promise<void>;
};

export const accessTestEnv = async (): Promise<AccessTestEnv> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampart-trust-access-'));
  const database = await testDatabase();
  const config = testConfig({ DATA_DIR: dataDir });
  const mailer = recordingMailer();
  const app = await buildApp({ config, database, mailer: null });
  const mailApp = await buildApp({ config, database, mailer });
  return {
    app,
    mailApp,
    mailer,
    database,
    close: async () => {
      await mailApp.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A real PDF of `pages` pages (pdf.js reads it, pdf-lib stamps it). */
export const policyPdf = async (pages = 2): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let n = 1; n <= pages; n++) {
    doc
      .addPage([595.28, 841.89])
      .drawText(`Original content, page ${n}`, { x: 50, y: 780, size: 12, font });
  }
  return Buffer.from(await doc.save());
};

let slugSeq = 0;
/** A page address of its own for each test. */
export const uniqueSlug = (label: string) => `${label}-${process.pid}-${(slugSeq++).toString(36)}`;

/** A JSON call that must answer 200 (201 for creations); answers its data. */
export const ok200 = async (
  app: FastifyInstance,
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const res = await call(app, who, method, url, payload);
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json().data;
};

export type TrustCenterSetup = {
  owner: SignedIn;
  /** An admin of the organisation (approves the document; told of requests as the owner is). */
  admin: SignedIn;
  slug: string;
  title: string;
  base: string;
  documentId: string;
  documentTitle: string;
  certificationId: string;
  certificationName: string;
  /** The document's stored bytes. */
  pdf: Buffer;
  /** The NDA in force (version 1). */
  nda: { version: number; text: string };
};

export const NDA_TEXT =
  'The recipient keeps the documents confidential and uses them only to assess the supplier.';

/**
 * A new organisation with a live trust centre that shows a restricted document (approved by the
 * admin) and a restricted certificate, and an NDA (version 1).
 */
export const restrictedTrustCenter = async (
  env: AccessTestEnv,
  label: string,
  settings: { autoApproveDomains?: string[]; grantDays?: number } = {},
): Promise<TrustCenterSetup> => {
  const { app } = env;
  const owner = await buildOrg(app, { organizationName: `${label} Org` });
  const admin = await buildMember(app, owner, 'admin', 'Ada Admin');
  const slug = uniqueSlug(label);
  const title = `${label} Co`;
  await ok200(app, owner, 'PUT', '/api/trust-center', {
    slug,
    title,
    legalName: '',
    address: '',
    overview: '',
    contactEmail: 'security@supplier.example',
    live: true,
    autoApproveDomains: settings.autoApproveDomains ?? [],
    grantDays: settings.grantDays ?? 30,
  });

  const pdf = await policyPdf();
  const documentTitle = 'Penetration test report';
  const doc = await createDocumentAs(
    app,
    owner,
    { title: documentTitle },
    pdfPart('pentest.pdf', pdf),
  );
  await ok200(app, owner, 'POST', `/api/documents/${doc.id}/submit`, {});
  await ok200(app, admin, 'POST', `/api/documents/${doc.id}/approve`, {});
  await ok200(app, owner, 'PUT', `/api/trust-center/items/document/${doc.id}`, {
    state: 'published',
    access: 'restricted',
  });

  const evidence = await upload(app, owner, [
    { name: 'title', value: 'SOC 2 report' },
    {
      name: 'file',
      fileName: 'soc2.pdf',
      contentType: 'application/pdf',
      data: await policyPdf(1),
    },
  ]);
  if (evidence.statusCode !== 200) throw new Error(`upload failed: ${evidence.body}`);
  const certificationName = 'SOC 2 Type II';
  const cert = await ok200(app, owner, 'POST', '/api/certifications', {
    name: certificationName,
    status: 'held',
    evidenceId: evidence.json().data.id,
  });
  await ok200(app, owner, 'PUT', `/api/trust-center/items/certification/${cert.id}`, {
    state: 'published',
    access: 'restricted',
  });
  const nda = await ok200(app, owner, 'POST', '/api/trust-center/ndas', { text: NDA_TEXT });
  return {
    owner,
    admin,
    slug,
    title,
    base: `/trust/${slug}`,
    documentId: doc.id,
    documentTitle,
    certificationId: cert.id,
    certificationName,
    pdf,
    nda: { version: nda.version, text: nda.text },
  };
};
