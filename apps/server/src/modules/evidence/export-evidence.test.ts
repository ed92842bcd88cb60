import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId, schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';
import { insertControl } from './evidence.fixtures.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

/** An evidence record as an upload stores it (these tests are about the export, not files). */
const insert = async (
  who: SignedIn,
  values: { title: string; controlId: string; expiresAt?: Date },
) => {
  await (await testDatabase()).db.insert(schema.evidence).values({
    id: newId('evd'),
    organizationId: who.user.organizationId,
    fileName: `${values.title}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1234,
    sha256: 'a'.repeat(64),
    storage: 'local',
    storageKey: newId('key'),
    uploadedBy: who.user.id,
    ...values,
  });
};

describe('evidence export', () => {
  it("writes a control's evidence the list filters show, with the uploader's name", async () => {
    const owner = await buildOrg(app, { name: 'Olga Owner' });
    const database = await testDatabase();
    const control = await insertControl(database, owner.user.organizationId);
    const other = await insertControl(database, owner.user.organizationId);
    await insert(owner, { title: 'Access review', controlId: control });
    await insert(owner, {
      title: 'Old pentest',
      controlId: control,
      expiresAt: new Date('2021-01-01T00:00:00Z'),
    });
    await insert(owner, { title: 'Unrelated', controlId: other });
    const stranger = await buildOrg(app);
    await insert(stranger, {
      title: 'Not ours',
      controlId: await insertControl(database, stranger.user.organizationId),
    });

    const url = `/api/evidence/export?controlId=${control}&sortBy=title&sortDirection=asc`;
    const table = await downloadExport(app, owner, url, 'evidence');
    expect(columnOf(table, 'Title')).toEqual(['Access review', 'Old pentest']);
    expect(columnOf(table, 'Expired')).toEqual(['No', 'Yes']);
    expect(columnOf(table, 'Expires')).toEqual(['', '2021-01-01T00:00:00.000Z']);
    expect(columnOf(table, 'Uploaded by')).toEqual(['Olga Owner', 'Olga Owner']);
    expect(columnOf(table, 'Size (bytes)')).toEqual(['1234', '1234']);

    const expired = await downloadExport(
      app,
      owner,
      '/api/evidence/export?expired=true',
      'evidence',
    );
    expect(columnOf(expired, 'Title')).toEqual(['Old pentest']);
    const all = await downloadExport(app, owner, '/api/evidence/export', 'evidence');
    expect(columnOf(all, 'Title').sort()).toEqual(['Access review', 'Old pentest', 'Unrelated']);
  });

  it('refuses a format it does not write, naming the field; needs a session', async () => {
    const owner = await buildOrg(app);
    await expectBadFormatRefused(app, owner, '/api/evidence/export');
    expect((await call(app, null, 'GET', '/api/evidence/export')).statusCode).toBe(401);
  });
});
