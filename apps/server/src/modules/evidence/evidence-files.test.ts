import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import { spoolUpload } from '../../platform/files/spool.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp, MAX_BYTES, storedFiles, upload } from './evidence.fixtures.ts';
import { uploadEvidence } from './upload-evidence.ts';
import { exeBytes, pdfBytes, pngBytes, type Part } from './multipart-body.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  env = await evidenceApp();
  app = env.app;
});
afterAll(() => env.close());

const fields = (names: string[]) => names.map((name) => ({ name, value: 'x' }));

/** Refused with a 4xx naming the field; no row, no file, no audit event. */
const expectRefused = async (owner: SignedIn, parts: Part[], status: number, field: string) => {
  const before = await auditCount(app, owner);
  const res = await upload(app, owner, parts);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  const list = await app.inject({ url: '/api/evidence', headers: { cookie: owner.cookie } });
  expect(list.json().data.total).toBe(0);
  expect(await storedFiles(env.dataDir, owner.user.organizationId)).toEqual({
    stored: [],
    spooled: [],
  });
  expect(await auditCount(app, owner)).toBe(before);
  return res.json().error;
};

describe('evidence files are checked by their bytes', () => {
  it('refuses an executable, whatever it is called or declared', async () => {
    const owner = await buildOrg(app);
    for (const [fileName, contentType] of [
      ['tool.exe', 'application/x-msdownload'],
      ['report.pdf', 'application/pdf'],
      ['notes.txt', 'text/plain'],
    ]) {
      const error = await expectRefused(
        owner,
        [
          ...fields(['title']),
          { name: 'file', fileName: fileName!, contentType, data: exeBytes() },
        ],
        400,
        'file',
      );
      expect(error.message).toMatch(/not accepted/);
    }
  });

  it('refuses a file that lies about its type', async () => {
    const owner = await buildOrg(app);
    const declared = await expectRefused(
      owner,
      [
        ...fields(['title']),
        { name: 'file', fileName: 'chart.png', contentType: 'application/pdf', data: pngBytes() },
      ],
      400,
      'file',
    );
    expect(declared.message).toBe(
      'The file is declared as application/pdf but its contents are png',
    );
    const named = await expectRefused(
      owner,
      [...fields(['title']), { name: 'file', fileName: 'report.pdf', data: pngBytes() }],
      400,
      'file',
    );
    expect(named.message).toBe('The file name ends .pdf but its contents are png');
    await expectRefused(
      owner,
      [
        ...fields(['title']),
        { name: 'file', fileName: 'notes.txt', contentType: 'image/png', data: Buffer.from('hi') },
      ],
      400,
      'file',
    );
  });

  it('takes files larger than the JSON body limit when the evidence limit allows', async () => {
    const roomy = await evidenceApp(4 * 1024 * 1024);
    try {
      const owner = await buildOrg(roomy.app);
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      const res = await upload(roomy.app, owner, [
        ...fields(['title']),
        { name: 'file', fileName: 'big.pdf', data: big },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.sizeBytes).toBe(big.length);
    } finally {
      await roomy.close();
    }
  });

  it('refuses a file over the size limit with 413, naming the file field', async () => {
    const owner = await buildOrg(app);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_BYTES, 0x20)]);
    const error = await expectRefused(
      owner,
      [...fields(['title']), { name: 'file', fileName: 'big.pdf', data: big }],
      413,
      'file',
    );
    expect(error.message).toBe('The file is larger than the limit of 64 KiB');
  });

  it('names missing and invalid fields, and an empty or missing file', async () => {
    const owner = await buildOrg(app);
    const error = await expectRefused(
      owner,
      [{ name: 'effectiveDate', value: 'not a date' }],
      400,
      'title',
    );
    expect(error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'effectiveDate',
      'file',
      'title',
    ]);
    await expectRefused(
      owner,
      [...fields(['title']), { name: 'file', fileName: 'empty.pdf', data: Buffer.alloc(0) }],
      400,
      'file',
    );
    await expectRefused(
      owner,
      [...fields(['title']), { name: 'attachment', fileName: 'a.pdf', data: pdfBytes() }],
      400,
      'attachment',
    );
  });

  it('accepts an Office document, and gives an unknown ending the right one', async () => {
    const owner = await buildOrg(app);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Users').addRow(['user', 'role']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const sheet = await upload(app, owner, [
      ...fields(['title']),
      { name: 'file', fileName: 'users.xlsx', data: xlsx },
    ]);
    expect(sheet.json().data.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const renamed = await upload(app, owner, [
      ...fields(['title']),
      { name: 'file', fileName: '..\\..\\scan.bin', data: pdfBytes() },
    ]);
    expect(renamed.json().data).toMatchObject({
      fileName: 'scan.bin.pdf',
      contentType: 'application/pdf',
    });
  });

  it('removes the stored file when the insert fails', async () => {
    const puts: string[] = [];
    const storage = {
      ...env.storage,
      put: async (...args: Parameters<typeof env.storage.put>) => {
        puts.push(args[0]);
        await env.storage.put(...args);
      },
    };
    const spooled = await spoolUpload(Readable.from([pdfBytes()]), storage.spoolDir);
    // An organisation that does not exist: the row's foreign key fails after the file is stored.
    const actor = { organizationId: 'org_gone', userId: 'usr_gone', name: 'x' } as Actor;
    await expect(
      uploadEvidence({
        actor,
        form: {
          fields: { title: 'x' },
          file: { ...spooled, fileName: 'a.pdf', declaredType: 'application/pdf' },
        },
        db: env.database.db,
        storage,
      }),
    ).rejects.toThrow();
    expect(puts).toHaveLength(1);
    expect(await storedFiles(env.dataDir, 'org_gone')).toEqual({ stored: [], spooled: [] });
  });
});
